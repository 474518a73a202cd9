import type { Brand } from '@eventsite/core/constants/platform';
import { themesForBrand, type Theme } from '@eventsite/core/constants/themes';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../lib/i18n/messages';
import { DesignPreview } from './design-preview';
import { SelectedCheck } from '../../../../components/editor-ui/design-tabs/selected-check';
import styles from '../../../../components/editor-ui/design-tabs/design-tabs.module.css';

export interface ThemeTabProps {
  site: SiteV2;
  brand: Brand;
  onChange: (next: SiteV2) => void;
}

/** The layout themes the brand offers (`001` "Themes"; theme12 only for weddings), each in the site's colours. */
export function ThemeTab({ site, brand, onChange }: ThemeTabProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: id as MessageId });
  const choose = (theme: Theme) => onChange({ ...site, theme });
  return (
    <div className={styles.tab}>
      <p className={styles.lead}>{text('design.themes.lead')}</p>
      <ul className={`${styles.grid} ${styles.gridWide}`}>
        {themesForBrand(brand).map((theme) => {
          const name = text(`design.theme.${theme}.name`);
          return (
            <li key={theme}>
              <button
                type="button"
                className={styles.card}
                aria-pressed={site.theme === theme}
                aria-label={name}
                data-theme-choice={theme}
                onClick={() => choose(theme)}
              >
                <SelectedCheck />
                <DesignPreview
                  theme={theme}
                  colorScheme={site.colorScheme}
                  fonts={site.fonts}
                  siteGraphic={site.siteGraphic}
                  title={text('design.preview.title')}
                  heading={text('design.preview.heading')}
                  text={text('design.preview.text')}
                  button={text('design.preview.button')}
                />
                <span className={styles.cardBody}>
                  <span className={styles.cardName}>{name}</span>
                  <span className={styles.cardMeta}>{text(`design.theme.${theme}.description`)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
