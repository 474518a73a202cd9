import { MAP_ZOOM } from '@eventsite/core/constants/map';
import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './map-settings.module.css';

export interface ZoomSliderProps {
  value: number;
  onChange: (zoom: number) => void;
}

/** The map's zoom, 6 to 18 in steps of 1 (`002` §5), from far out to close in. */
export function ZoomSlider({ value, onChange }: ZoomSliderProps) {
  const intl = useIntl();
  const labelId = useId();
  const label = intl.formatMessage({ id: 'moduleEditors.location.zoom' });
  return (
    <div className={styles.zoom}>
      <div className={styles.zoomHeader}>
        <span id={labelId} className={styles.legend}>
          {label}
        </span>
        <span className={styles.zoomValue} aria-hidden="true">
          {value}
        </span>
      </div>
      <Slider.Root
        className={styles.slider}
        min={MAP_ZOOM.min}
        max={MAP_ZOOM.max}
        step={MAP_ZOOM.step}
        value={[value]}
        onValueChange={([zoom]) => {
          if (zoom !== undefined) onChange(zoom);
        }}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-labelledby={labelId} />
      </Slider.Root>
      <div className={styles.zoomEnds} aria-hidden="true">
        <span>{intl.formatMessage({ id: 'moduleEditors.location.zoomOut' })}</span>
        <span>{intl.formatMessage({ id: 'moduleEditors.location.zoomIn' })}</span>
      </div>
    </div>
  );
}
