import { COLOR_PALETTES } from '@eventsite/core/constants/color-palettes';
import { contrastRatio, READABLE_CONTRAST_RATIO } from '@eventsite/core/rules/color-contrast';
import type { ColorScheme, HslColor } from '@eventsite/core/schemas/color-scheme';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages';
import { DEFAULT_COLOR_SCHEME, hslToCss } from '../../../themes/site-style';
import { HslPicker } from './hsl-picker';
import { SelectedCheck } from './selected-check';
import styles from './color-tab.module.css';
import tabStyles from './design-tabs.module.css';

type Role = keyof ColorScheme;

/** The six colours as three pairs: a background and the text on it (`000` §3 "Color scheme"). */
const PAIRS: readonly { background: Role; text: Role }[] = [
  { background: 'background', text: 'onBackground' },
  { background: 'surface', text: 'onSurface' },
  { background: 'primary', text: 'onPrimary' },
];

function pairOf(role: Role) {
  return PAIRS.find((pair) => pair.background === role || pair.text === role) ?? PAIRS[0]!;
}

function sameColor(first: HslColor, second: HslColor): boolean {
  return (
    first.h === second.h && first.s === second.s && first.l === second.l && (first.a ?? 1) === (second.a ?? 1)
  );
}

function sameScheme(first: ColorScheme, second: ColorScheme): boolean {
  return (Object.keys(first) as Role[]).every((role) => sameColor(first[role], second[role]));
}

export interface ColorTabProps {
  site: SiteV2;
  onChange: (next: SiteV2) => void;
}

/** The six scheme colours with an HSL picker, and ready palettes (`002` §2.4 "colours"). */
export function ColorTab({ site, onChange }: ColorTabProps) {
  const intl = useIntl();
  const [role, setRole] = useState<Role>('primary');
  const scheme = site.colorScheme ?? DEFAULT_COLOR_SCHEME;
  const roleName = (name: Role) => intl.formatMessage({ id: `design.colors.${name}` as MessageId });
  const setColor = (color: HslColor) => onChange({ ...site, colorScheme: { ...scheme, [role]: color } });
  const pair = pairOf(role);
  const readable = contrastRatio(scheme[pair.background], scheme[pair.text]) >= READABLE_CONTRAST_RATIO;

  return (
    <div className={tabStyles.tab}>
      <section className={tabStyles.section} aria-labelledby="design-colors-own">
        <h3 id="design-colors-own" className={tabStyles.sectionTitle}>
          {intl.formatMessage({ id: 'design.colors.title' })}
        </h3>
        <div className={styles.pairs}>
          {PAIRS.map(({ background, text }) => (
            <div
              key={background}
              className={styles.pair}
              style={{ background: hslToCss(scheme[background]), color: hslToCss(scheme[text]) }}
            >
              {[background, text].map((name) => (
                <button
                  key={name}
                  type="button"
                  className={styles.role}
                  aria-pressed={role === name}
                  onClick={() => setRole(name)}
                >
                  <span className={styles.roleSwatch} style={{ background: hslToCss(scheme[name]) }} />
                  <span className={styles.roleName}>{roleName(name)}</span>
                </button>
              ))}
            </div>
          ))}
        </div>
        <HslPicker label={roleName(role)} color={scheme[role]} onChange={setColor} />
        {!readable && (
          <p className={tabStyles.warning} role="status">
            {intl.formatMessage(
              { id: 'design.colors.lowContrast' },
              { text: roleName(pair.text), background: roleName(pair.background) },
            )}
          </p>
        )}
      </section>

      <section className={tabStyles.section} aria-labelledby="design-colors-palettes">
        <h3 id="design-colors-palettes" className={tabStyles.sectionTitle}>
          {intl.formatMessage({ id: 'design.colors.palettes' })}
        </h3>
        <ul className={tabStyles.grid}>
          {COLOR_PALETTES.map(({ id, colorScheme }) => {
            const name = intl.formatMessage({ id: `design.palette.${id}` as MessageId });
            return (
              <li key={id}>
                <button
                  type="button"
                  className={tabStyles.card}
                  aria-pressed={sameScheme(scheme, colorScheme)}
                  aria-label={name}
                  onClick={() => onChange({ ...site, colorScheme })}
                >
                  <SelectedCheck />
                  <span
                    className={styles.palette}
                    style={{
                      background: hslToCss(colorScheme.background),
                      color: hslToCss(colorScheme.onBackground),
                    }}
                  >
                    <span className={styles.paletteText}>Aa</span>
                    <span
                      className={styles.paletteAccent}
                      style={{ background: hslToCss(colorScheme.primary) }}
                    />
                    <span
                      className={styles.paletteSurface}
                      style={{ background: hslToCss(colorScheme.surface) }}
                    />
                  </span>
                  <span className={tabStyles.cardBody}>
                    <span className={tabStyles.cardName}>{name}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
