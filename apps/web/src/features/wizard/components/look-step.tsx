import { defaultCountdownDate } from '@eventsite/core/rules/countdown';
import { WIZARD_DEMO_DEFAULTS, WIZARD_DESIGN_TEMPLATES } from '@eventsite/core/demo/wizard-demo-site';
import type { DesignTemplate } from '@eventsite/core/schemas/design';
import { demoImage } from '@eventsite/core/demo/demo-images';
import { useEffect, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import { loadSiteFonts } from '../../../fonts/load-site-fonts';
import { useAppConfig } from '../../../lib/app-context';
import type { MessageId } from '../../../lib/i18n/messages';
import { hslToCss } from '../../../themes/site-style';
import { useWizardAnswers } from '../wizard-answers-context';
import { nextWizardPath } from '../wizard-steps';
import { WizardStep } from './wizard-step';
import styles from './wizard.module.css';

const PREVIEW_IMAGE = demoImage('bouquet');

function previewStyle(look: DesignTemplate): CSSProperties {
  const { colorScheme, fonts } = look;
  return {
    '--look-background': hslToCss(colorScheme.background),
    '--look-surface': hslToCss(colorScheme.surface),
    '--look-primary': hslToCss(colorScheme.primary),
    '--look-on-primary': hslToCss(colorScheme.onPrimary),
    '--look-ink': hslToCss(colorScheme.onBackground),
    '--look-heading': `'${fonts.heading}', Georgia, serif`,
    '--look-text': `'${fonts.text}', system-ui, sans-serif`,
  } as CSSProperties;
}

/** A small picture of a site in the look: the header with the couple's names, a title, text and a button. */
function LookPreview({ look, names, date }: { look: DesignTemplate; names: string; date: string }) {
  return (
    <span className={styles.preview} style={previewStyle(look)} aria-hidden="true">
      <span className={styles.previewHero}>
        <ResponsiveImage
          image={PREVIEW_IMAGE}
          sizes="(min-width: 64em) 14rem, 45vw"
          alt=""
          silent
          className={styles.previewImage}
        />
        <span className={styles.previewNames}>{names}</span>
        <span className={styles.previewDate}>{date}</span>
      </span>
      <span className={styles.previewBody}>
        <span className={styles.previewTitle}>
          <FormattedMessage id="wizard.look.previewTitle" />
        </span>
        <span className={styles.previewLine} />
        <span className={`${styles.previewLine} ${styles.previewLineShort}`} />
        <span className={styles.previewButton}>
          <FormattedMessage id="wizard.look.previewButton" />
        </span>
      </span>
    </span>
  );
}

/** `/kom-igang` (`002` §2.6 step 1): a design template for the site, or skip to step 2. */
export function LookStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { market } = useAppConfig();
  const { answers, update } = useWizardAnswers();
  // Stored as soon as it is chosen, so a reload of this step keeps it (`002` §2.6).
  const chosen = answers.designTemplate;
  const defaults = WIZARD_DEMO_DEFAULTS[market];
  const names = `${answers.name1 || defaults.name1} & ${answers.name2 || defaults.name2}`;
  const [date] = useState(() =>
    new Intl.DateTimeFormat(intl.locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
      defaultCountdownDate(new Date()),
    ),
  );

  useEffect(() => {
    WIZARD_DESIGN_TEMPLATES.forEach((look) => void loadSiteFonts(look.fonts));
  }, []);

  const next = nextWizardPath('/kom-igang');
  return (
    <WizardStep
      wide
      eyebrow={intl.formatMessage({ id: 'wizard.eyebrow' }, { step: 1, steps: 4 })}
      title={intl.formatMessage({ id: 'wizard.look.title' })}
      lead={<FormattedMessage id="wizard.look.lead" />}
      actions={
        <span className={styles.actionsEnd}>
          <Button
            variant="quiet"
            onClick={() => {
              update({ designTemplate: undefined });
              navigate(next);
            }}
          >
            <FormattedMessage id="wizard.skip" />
          </Button>
          <Button onClick={() => navigate(next)}>
            <FormattedMessage id="wizard.continue" />
          </Button>
        </span>
      }
    >
      <SegmentedChoice
        legend={intl.formatMessage({ id: 'wizard.look.title' })}
        name="look"
        look={{ options: styles.looks, option: styles.look }}
        value={chosen}
        onChange={(designTemplate) => update({ designTemplate })}
        options={WIZARD_DESIGN_TEMPLATES.map((look) => ({
          value: look.name,
          label: (
            <>
              <LookPreview look={look} names={names} date={date} />
              <span className={styles.lookText}>
                <span className={styles.lookName}>
                  {intl.formatMessage({ id: `design.template.${look.name}` as MessageId })}
                </span>
                <span className={styles.lookDescription}>
                  {look.fonts.heading === look.fonts.text
                    ? look.fonts.heading
                    : `${look.fonts.heading} · ${look.fonts.text}`}
                </span>
              </span>
              <span className={styles.lookCheck} aria-hidden="true">
                ✓
              </span>
            </>
          ),
        }))}
      />
    </WizardStep>
  );
}
