import type { KeyboardEvent, ReactNode } from 'react';
import styles from './segmented-choice.module.css';

export interface SegmentedChoiceProps<V extends string | number> {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  options: readonly { value: V; label: ReactNode }[];
  /** The chosen option; none yet when undefined. */
  value: V | undefined;
  onChange: (value: V) => void;
  /**
   * A screen's own look for the row and its options, in place of the segmented control: the options are then
   * buttons with the radio role, the chosen one `[aria-checked='true']`, and the legend is said to screen
   * readers only (the screen names the choice already). The keys work as on native radios: one tab stop,
   * the arrows move to and choose the next or previous option.
   */
  look?: { options?: string; option?: string };
}

/** A choice of a few options as radio buttons under a legend: a segmented control, or a screen's own look. */
export function SegmentedChoice<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  look,
}: SegmentedChoiceProps<V>) {
  if (look) {
    const chosenIndex = options.findIndex((option) => option.value === value);
    const moveBy = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (step === undefined) return;
      const next = (index + step + options.length) % options.length;
      const target = options[next];
      if (!target) return;
      event.preventDefault();
      event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
      onChange(target.value);
    };
    return (
      <div className={look.options} role="radiogroup" aria-label={legend}>
        {options.map((option, index) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            tabIndex={index === Math.max(chosenIndex, 0) ? 0 : -1}
            className={look.option}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => moveBy(event, index)}
          >
            {option.label}
          </button>
        ))}
      </div>
    );
  }
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.segmentLabel}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
