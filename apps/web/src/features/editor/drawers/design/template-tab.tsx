import { applyDesignTemplate } from '@eventsite/core/rules/apply-design-template';
import { designTemplatesForBrand } from '@eventsite/core/constants/design-templates';
import type { Brand } from '@eventsite/core/constants/platform';
import type { DesignTemplate } from '@eventsite/core/schemas/design';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../lib/i18n/messages';
import { hslToCss } from '../../../../themes/site-style';
import { DesignPreview } from './design-preview';
import { SelectedCheck } from '../../../../components/editor-ui/design-tabs/selected-check';
import styles from '../../../../components/editor-ui/design-tabs/design-tabs.module.css';

export interface TemplateTabProps {
  site: SiteV2;
  brand: Brand;
  onChange: (next: SiteV2) => void;
}

function TemplateCard({
  template,
  selected,
  onApply,
}: {
  template: DesignTemplate;
  selected: boolean;
  onApply: () => void;
}) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `design.template.${template.name}` as MessageId });
  const { colorScheme, fonts } = template;
  return (
    <button
      type="button"
      className={styles.card}
      aria-pressed={selected}
      aria-label={name}
      data-template={template.name}
      onClick={onApply}
    >
      <SelectedCheck />
      <DesignPreview
        theme={template.theme}
        colorScheme={colorScheme}
        fonts={fonts}
        siteGraphic={template.siteGraphic}
        title={intl.formatMessage({ id: 'design.preview.title' })}
        heading={intl.formatMessage({ id: 'design.preview.heading' })}
        text={intl.formatMessage({ id: 'design.preview.text' })}
        button={intl.formatMessage({ id: 'design.preview.button' })}
      />
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{name}</span>
        <span className={styles.cardMeta}>
          {fonts.heading === fonts.text ? fonts.heading : `${fonts.heading} · ${fonts.text}`}
        </span>
        <span className={styles.dots}>
          {[colorScheme.primary, colorScheme.background, colorScheme.surface, colorScheme.onBackground].map(
            (color, index) => (
              <span key={index} className={styles.dot} style={{ background: hslToCss(color) }} />
            ),
          )}
        </span>
      </span>
    </button>
  );
}

/** The design templates (`002` §2.4): one click puts a whole design on the site. */
export function TemplateTab({ site, brand, onChange }: TemplateTabProps) {
  const intl = useIntl();
  return (
    <div className={styles.tab}>
      <p className={styles.lead}>{intl.formatMessage({ id: 'design.templates.lead' })}</p>
      <ul className={styles.grid}>
        {designTemplatesForBrand(brand).map((template) => (
          <li key={template.name}>
            <TemplateCard
              template={template}
              selected={site.mostRecentSelectedDesignTemplate === template.name}
              onApply={() => onChange(applyDesignTemplate(site, template))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
