import * as Slider from '@radix-ui/react-slider';
import styles from './range-field.module.css';

export interface RangeFieldProps {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}

/** A number with a typographic minus sign, which lines up with the digits. */
function formatted(value: number): string {
  return String(value).replace('-', '\u2212');
}

/** A labelled whole-number slider showing its value. */
export function RangeField({ label, min, max, value, onChange }: RangeFieldProps) {
  return (
    <div className={styles.field}>
      <span className={styles.top}>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <span className={styles.value}>{formatted(value)}</span>
      </span>
      <Slider.Root
        className={styles.slider}
        min={min}
        max={max}
        step={1}
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-label={label} />
      </Slider.Root>
      <span className={styles.bounds} aria-hidden="true">
        <span>{formatted(min)}</span>
        <span>{formatted(max)}</span>
      </span>
    </div>
  );
}
