import { SITE_GRAPHICS, type SiteGraphic } from '@eventsite/core/constants/site-graphics';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useIntl } from 'react-intl';
import { SiteGraphicLayer } from '../../../site-graphics/site-graphic-layer';
import { colorSchemeProperties } from '../../../themes/site-style';
import { SelectedCheck } from './selected-check';
import styles from './site-graphic-tab.module.css';
import tabStyles from './design-tabs.module.css';

export interface SiteGraphicTabProps {
  site: SiteV2;
  onChange: (next: SiteV2) => void;
}

/** 'corner3' → ['corner', 3]: the numbered decorations share one name with their number. */
function nameParts(graphic: SiteGraphic): { base: string; number: number | null } {
  const match = /^(corner|background)(\d)$/.exec(graphic);
  return match ? { base: match[1]!, number: Number(match[2]) } : { base: graphic, number: null };
}

/** The decorations (`001` "Site decorations"), each drawn in the site's own colours, or none. */
export function SiteGraphicTab({ site, onChange }: SiteGraphicTabProps) {
  const intl = useIntl();
  const label = (graphic: SiteGraphic | null) => {
    if (graphic === null) return intl.formatMessage({ id: 'design.graphic.none' });
    const { base, number } = nameParts(graphic);
    if (base === 'corner') return intl.formatMessage({ id: 'design.graphic.corner' }, { number });
    if (base === 'background') return intl.formatMessage({ id: 'design.graphic.background' }, { number });
    return intl.formatMessage({ id: `design.graphic.${graphic}` as 'design.graphic.none' });
  };
  const current = site.siteGraphic ?? null;
  const frameStyle = colorSchemeProperties(site.colorScheme);

  return (
    <div className={tabStyles.tab}>
      <p className={tabStyles.lead}>{intl.formatMessage({ id: 'design.graphics.lead' })}</p>
      <ul className={tabStyles.grid}>
        {[null, ...SITE_GRAPHICS].map((graphic) => (
          <li key={graphic ?? 'none'}>
            <button
              type="button"
              className={tabStyles.card}
              aria-pressed={current === graphic}
              aria-label={label(graphic)}
              data-site-graphic-choice={graphic ?? 'none'}
              onClick={() => onChange({ ...site, siteGraphic: graphic })}
            >
              <SelectedCheck />
              <span className={styles.frame} style={frameStyle}>
                {graphic === null ? (
                  <span className={styles.none} aria-hidden="true" />
                ) : (
                  <SiteGraphicLayer name={graphic} />
                )}
              </span>
              <span className={tabStyles.cardBody}>
                <span className={tabStyles.cardName}>{label(graphic)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
