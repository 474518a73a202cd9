import { hslToRgb } from '@eventsite/core/rules/color-contrast';
import type { HslColor } from '@eventsite/core/schemas/color-scheme';
import * as Slider from '@radix-ui/react-slider';
import { useIntl } from 'react-intl';
import { hslToCss } from '../../../themes/site-style';
import styles from './hsl-picker.module.css';

type Channel = 'h' | 's' | 'l';

const MAX: Record<Channel, number> = { h: 360, s: 100, l: 100 };

/** The colour as #rrggbb, for owners who match a printed card or a brand colour. */
function hexOf(color: HslColor): string {
  return `#${hslToRgb(color)
    .map((value) =>
      Math.round(value * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Each track shows where its thumb would take the colour, the other two channels held. */
function trackBackground(channel: Channel, { h, s, l }: HslColor): string {
  if (channel === 'h') {
    const stops = [0, 60, 120, 180, 240, 300, 360].map((hue) => `hsl(${hue} ${s}% ${l}%)`);
    return `linear-gradient(to right, ${stops.join(', ')})`;
  }
  if (channel === 's') return `linear-gradient(to right, hsl(${h} 0% ${l}%), hsl(${h} 100% ${l}%))`;
  return `linear-gradient(to right, hsl(${h} ${s}% 0%), hsl(${h} ${s}% 50%), hsl(${h} ${s}% 100%))`;
}

export interface HslPickerProps {
  /** Names the colour being picked, e.g. 'Bakgrund'. */
  label: string;
  color: HslColor;
  onChange: (color: HslColor) => void;
}

/** Hue, saturation and lightness sliders for one colour (`002` §2.4 "HSL picker"). */
export function HslPicker({ label, color, onChange }: HslPickerProps) {
  const intl = useIntl();
  const channels: { channel: Channel; name: string; unit: string }[] = [
    { channel: 'h', name: intl.formatMessage({ id: 'design.hsl.hue' }), unit: '°' },
    { channel: 's', name: intl.formatMessage({ id: 'design.hsl.saturation' }), unit: '%' },
    { channel: 'l', name: intl.formatMessage({ id: 'design.hsl.lightness' }), unit: '%' },
  ];
  return (
    <div className={styles.picker} role="group" aria-label={label}>
      <div className={styles.head}>
        <span className={styles.swatch} style={{ background: hslToCss(color) }} />
        <span className={styles.label}>{label}</span>
        <span className={styles.hex}>{hexOf(color)}</span>
      </div>
      {channels.map(({ channel, name, unit }) => (
        <div key={channel} className={styles.row}>
          <span className={styles.channel} aria-hidden="true">
            {name}
          </span>
          <Slider.Root
            className={styles.slider}
            min={0}
            max={MAX[channel]}
            step={1}
            value={[Math.round(color[channel])]}
            onValueChange={([value]) => {
              if (value !== undefined) onChange({ ...color, [channel]: value });
            }}
          >
            <Slider.Track className={styles.track} style={{ background: trackBackground(channel, color) }} />
            <Slider.Thumb
              className={styles.thumb}
              aria-label={`${label}: ${name}`}
              style={{ background: hslToCss({ ...color, a: 1 }) }}
            />
          </Slider.Root>
          <span className={styles.value}>
            {Math.round(color[channel])}
            {unit}
          </span>
        </div>
      ))}
    </div>
  );
}
