import { readMarkerColor } from '@eventsite/core/rules/marker-color';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './map-settings.module.css';

export interface MarkerColorFieldProps {
  /** Six hex digits without '#'. */
  value: string;
  onChange: (color: string) => void;
  /** What the hex field shows, kept by the dialog so that a colour typed wrong survives a change of tab. */
  text: string;
  onTextChange: (text: string) => void;
  /** Raised on each refused 'Klar': the hex field takes focus, also when its tab has just been drawn. */
  focusRequest?: number;
}

/**
 * The marker colour, hex only (`002` §5): a colour picker and a hex field that stay in step. A typed value
 * counts once it is a hex colour; until then the field says why and the dialog's 'Klar' does not close.
 */
export function MarkerColorField({
  value,
  onChange,
  text,
  onTextChange: setText,
  focusRequest = 0,
}: MarkerColorFieldProps) {
  const intl = useIntl();
  const id = useId();
  const hexInput = useRef<HTMLInputElement>(null);
  const invalid = readMarkerColor(text) === null;
  useEffect(() => {
    if (focusRequest > 0) hexInput.current?.focus();
  }, [focusRequest]);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {intl.formatMessage({ id: 'moduleEditors.location.markerColor' })}
      </legend>
      <div className={styles.colorRow}>
        <input
          type="color"
          className={styles.colorInput}
          value={`#${value}`}
          aria-label={intl.formatMessage({ id: 'moduleEditors.location.markerColorPicker' })}
          onChange={(event) => {
            const color = readMarkerColor(event.currentTarget.value);
            if (color === null) return;
            setText(`#${color}`);
            onChange(color);
          }}
        />
        <label className="visually-hidden" htmlFor={id}>
          {intl.formatMessage({ id: 'moduleEditors.location.markerColorHex' })}
        </label>
        <input
          ref={hexInput}
          id={id}
          className={styles.hexInput}
          value={text}
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            const color = readMarkerColor(typed);
            if (color !== null) onChange(color);
          }}
          onBlur={() => {
            if (!invalid) setText(`#${value}`);
          }}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {intl.formatMessage({ id: 'moduleEditors.location.markerColorInvalid' })}
        </p>
      )}
    </fieldset>
  );
}
