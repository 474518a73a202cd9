import {
  FONT_FAMILIES,
  fontFamilyOf,
  fontStack,
  HEADING_FONT_FAMILIES,
  TEXT_FONT_FAMILIES,
} from '@eventsite/core/constants/font-families';
import type { Fonts } from '@eventsite/core/schemas/design';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { loadSiteFonts } from '../../../fonts/load-site-fonts';
import { useAppConfig } from '../../../lib/app-context';
import type { MessageId } from '../../../lib/i18n/messages';
import { siteRootStyle } from '../../../themes/site-style';
import styles from './font-tab.module.css';
import tabStyles from './design-tabs.module.css';

export interface FontTabProps {
  site: SiteV2;
  onChange: (next: SiteV2) => void;
}

function FontChoice({
  role,
  families,
  fonts,
  onChoose,
}: {
  role: keyof Fonts;
  families: readonly string[];
  fonts: Fonts;
  onChoose: (family: string) => void;
}) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={tabStyles.sectionTitle}>{intl.formatMessage({ id: `design.fonts.${role}` })}</legend>
      <div className={styles.options}>
        {families.map((family) => {
          const category = fontFamilyOf(family)?.category ?? 'serif';
          return (
            <label key={family} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={family}
                checked={fonts[role] === family}
                onChange={() => onChoose(family)}
              />
              <span className={styles.sample} style={{ fontFamily: fontStack(family) }}>
                {family}
              </span>
              <span className={styles.category}>
                {intl.formatMessage({ id: `design.fonts.category.${category}` as MessageId })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The heading and text fonts (`001` "Themes"): every self-hosted font, each named in itself. */
export function FontTab({ site, onChange }: FontTabProps) {
  const intl = useIntl();
  // The preview reads like the brand's own sites: a wedding, a party or an event.
  const { brand } = useAppConfig();
  // Declaring every face costs nothing: the browser fetches only the letters the list shows.
  useEffect(() => {
    FONT_FAMILIES.forEach(({ name }) => void loadSiteFonts({ heading: name, text: name }));
  }, []);
  const choose = (role: keyof Fonts) => (family: string) =>
    onChange({ ...site, fonts: { ...site.fonts, [role]: family } });

  return (
    <div className={tabStyles.tab}>
      <div className={styles.preview} style={siteRootStyle(site.colorScheme, site.fonts)}>
        <p className={styles.previewHeading}>
          {intl.formatMessage({ id: `design.fonts.previewHeading.${brand}` })}
        </p>
        <p className={styles.previewText}>
          {intl.formatMessage({ id: `design.fonts.previewText.${brand}` })}
        </p>
      </div>
      <FontChoice
        role="heading"
        families={HEADING_FONT_FAMILIES}
        fonts={site.fonts}
        onChoose={choose('heading')}
      />
      <FontChoice role="text" families={TEXT_FONT_FAMILIES} fonts={site.fonts} onChoose={choose('text')} />
    </div>
  );
}
