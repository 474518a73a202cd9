import { MAP_THEMES, type MapTheme } from '@eventsite/core/constants/map';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages';
import styles from './map-settings.module.css';

/** Land, water, park and road colours of each map theme, for its little picture. */
const THEME_COLOURS: Record<MapTheme, { land: string; water: string; park: string; road: string }> = {
  NORMAL: { land: '#f2efe9', water: '#aadaff', park: '#c5e8c5', road: '#ffffff' },
  SILVER: { land: '#f5f5f5', water: '#c9c9c9', park: '#e5e5e5', road: '#ffffff' },
  RETRO: { land: '#ebe3cd', water: '#b9d3c2', park: '#a5b076', road: '#f8c967' },
  DARK: { land: '#212121', water: '#000000', park: '#181818', road: '#3c3c3c' },
  NIGHT: { land: '#242f3e', water: '#17263c', park: '#263c3f', road: '#746855' },
};

const THEME_NAMES: Record<MapTheme, MessageId> = {
  NORMAL: 'moduleEditors.location.theme.NORMAL',
  SILVER: 'moduleEditors.location.theme.SILVER',
  RETRO: 'moduleEditors.location.theme.RETRO',
  DARK: 'moduleEditors.location.theme.DARK',
  NIGHT: 'moduleEditors.location.theme.NIGHT',
};

function ThemePicture({ theme }: { theme: MapTheme }) {
  const colours = THEME_COLOURS[theme];
  return (
    <svg className={styles.swatchPicture} viewBox="0 0 64 40" aria-hidden="true">
      <rect width="64" height="40" fill={colours.land} />
      <path d="M0 28c10-4 18 6 30 2s20-10 34-6v16H0z" fill={colours.water} />
      <rect x="40" y="4" width="16" height="12" rx="3" fill={colours.park} />
      <path d="M-2 14h68M24-2v44" stroke={colours.road} strokeWidth="4" />
    </svg>
  );
}

export interface MapThemeSwatchesProps {
  value: MapTheme;
  onChange: (theme: MapTheme) => void;
}

/** The five map themes (`002` §3) as small pictures to choose from. */
export function MapThemeSwatches({ value, onChange }: MapThemeSwatchesProps) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {intl.formatMessage({ id: 'moduleEditors.location.mapTheme' })}
      </legend>
      <div className={styles.swatches}>
        {MAP_THEMES.map((theme) => (
          <label key={theme} className={styles.swatch}>
            <input
              type="radio"
              className={styles.swatchInput}
              name={name}
              value={theme}
              checked={value === theme}
              onChange={() => onChange(theme)}
            />
            <ThemePicture theme={theme} />
            <span className={styles.swatchName}>{intl.formatMessage({ id: THEME_NAMES[theme] })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
