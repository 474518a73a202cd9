import { COUNTDOWN_DATE_MAX, COUNTDOWN_DATE_MIN } from '@eventsite/core/constants/countdown';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useWizardAnswers } from '../wizard-answers-context';
import { nextWizardPath } from '../wizard-steps';
import { BackLink } from './back-link';
import { WizardStep } from './wizard-step';
import styles from './wizard.module.css';

const PATH = '/kom-igang/information';

/**
 * `/kom-igang/information` (`002` §2.6 step 2): the couple's names, the place and the date and time. Ticking
 * 'date not decided' clears the date and disables its field (`002` §5). Every answer may stay empty.
 */
export function InformationStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { answers, update } = useWizardAnswers();
  const next = nextWizardPath(PATH);
  const notDecided = answers.dateNotDecided === true;

  return (
    <WizardStep
      eyebrow={intl.formatMessage({ id: 'wizard.eyebrow' }, { step: 2, steps: 4 })}
      title={intl.formatMessage({ id: 'wizard.information.title' })}
      lead={<FormattedMessage id="wizard.information.lead" />}
      onValidSubmit={() => navigate(next)}
      actions={
        <>
          <BackLink from={PATH} />
          <span className={styles.actionsEnd}>
            <Button variant="quiet" onClick={() => navigate(next)}>
              <FormattedMessage id="wizard.skip" />
            </Button>
            <Button type="submit">
              <FormattedMessage id="wizard.continue" />
            </Button>
          </span>
        </>
      }
    >
      <div className={styles.names}>
        <TextField
          label={intl.formatMessage({ id: 'wizard.information.name1' })}
          name="name1"
          autoComplete="given-name"
          maxLength={100}
          placeholder={intl.formatMessage({ id: 'wizard.information.name1Placeholder' })}
          value={answers.name1 ?? ''}
          onChange={(event) => update({ name1: event.currentTarget.value })}
        />
        <span className={styles.ampersand} aria-hidden="true">
          &amp;
        </span>
        <TextField
          label={intl.formatMessage({ id: 'wizard.information.name2' })}
          name="name2"
          autoComplete="off"
          maxLength={100}
          placeholder={intl.formatMessage({ id: 'wizard.information.name2Placeholder' })}
          value={answers.name2 ?? ''}
          onChange={(event) => update({ name2: event.currentTarget.value })}
        />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'wizard.information.location' })}
        name="location"
        maxLength={500}
        placeholder={intl.formatMessage({ id: 'wizard.information.locationPlaceholder' })}
        value={answers.location ?? ''}
        onChange={(event) => update({ location: event.currentTarget.value })}
      />
      <div className={styles.dateGroup}>
        <TextField
          label={intl.formatMessage({ id: 'wizard.information.dateStart' })}
          name="dateStart"
          type="datetime-local"
          min={`${COUNTDOWN_DATE_MIN}T00:00`}
          max={`${COUNTDOWN_DATE_MAX}T00:00`}
          disabled={notDecided}
          value={notDecided ? '' : (answers.dateStart ?? '')}
          onChange={(event) => update({ dateStart: event.currentTarget.value })}
        />
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            name="dateNotDecided"
            className={styles.checkbox}
            checked={notDecided}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              update(checked ? { dateNotDecided: true, dateStart: '' } : { dateNotDecided: false });
            }}
          />
          <span>
            <FormattedMessage id="wizard.information.dateNotDecided" />
          </span>
        </label>
      </div>
    </WizardStep>
  );
}
