import type { ReactNode } from 'react';
import styles from './segmented-choice.module.css';

export interface SegmentedChoiceProps<V extends string | number> {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  options: readonly { value: V; label: ReactNode }[];
  value: V;
  onChange: (value: V) => void;
}

/** A choice of a few options as a segmented control of radio buttons under a legend. */
export function SegmentedChoice<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<V>) {
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
