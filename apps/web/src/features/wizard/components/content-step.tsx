import {
  CHILDREN_POLICIES,
  DRESS_CODES,
  GIFT_POLICIES,
  WIZARD_DEFAULTS,
} from '@eventsite/core/constants/wizard';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../lib/i18n/messages';
import { useWizardAnswers } from '../wizard-answers-context';
import { nextWizardPath } from '../wizard-steps';
import { BackLink } from './back-link';
import { WizardStep } from './wizard-step';
import styles from './wizard.module.css';

const PATH = '/kom-igang/innehall';

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
  /** A text beneath the group about the chosen option. */
  description?: string;
}

function ChoiceGroup<T extends string>({
  name,
  legend,
  options,
  value,
  label,
  onChange,
  description,
}: ChoiceGroupProps<T>) {
  const descriptionId = `${name}-description`;
  return (
    <fieldset className={styles.group} aria-describedby={description ? descriptionId : undefined}>
      <legend className={styles.groupLegend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={option}
              className={styles.visuallyHidden}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
      {description && (
        <p id={descriptionId} className={styles.groupDescription} aria-live="polite">
          {description}
        </p>
      )}
    </fieldset>
  );
}

/**
 * `/kom-igang/innehall` (`002` §2.6 step 4): the children policy, the gifts and the dress code, the last two
 * with a description beneath; unanswered ones start at the defaults of `002` §9.
 */
export function ContentStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { answers, update } = useWizardAnswers();
  const children = answers.children ?? WIZARD_DEFAULTS.children;
  const gifts = answers.gifts ?? WIZARD_DEFAULTS.gifts;
  const dressCode = answers.dressCode ?? WIZARD_DEFAULTS.dressCode;
  const text = (id: string) => intl.formatMessage({ id: id as MessageId });

  return (
    <WizardStep
      eyebrow={intl.formatMessage({ id: 'wizard.eyebrow' }, { step: 4, steps: 4 })}
      title={intl.formatMessage({ id: 'wizard.content.title' })}
      lead={<FormattedMessage id="wizard.content.lead" />}
      actions={
        <>
          <BackLink from={PATH} />
          <span className={styles.actionsEnd}>
            <Button
              onClick={() => {
                update({ children, gifts, dressCode });
                navigate(nextWizardPath(PATH));
              }}
            >
              <FormattedMessage id="wizard.content.create" />
            </Button>
          </span>
        </>
      }
    >
      <ChoiceGroup
        name="children"
        legend={intl.formatMessage({ id: 'wizard.children.legend' })}
        options={CHILDREN_POLICIES}
        value={children}
        label={(option) => text(`wizard.children.${option}`)}
        onChange={(option) => update({ children: option })}
      />
      <ChoiceGroup
        name="gifts"
        legend={intl.formatMessage({ id: 'wizard.gifts.legend' })}
        options={GIFT_POLICIES}
        value={gifts}
        label={(option) => text(`wizard.gifts.${option}`)}
        onChange={(option) => update({ gifts: option })}
        description={text(`wizard.gifts.${gifts}.description`)}
      />
      <ChoiceGroup
        name="dressCode"
        legend={intl.formatMessage({ id: 'wizard.dressCode.legend' })}
        options={DRESS_CODES}
        value={dressCode}
        label={(option) => text(`wizard.dressCode.${option}`)}
        onChange={(option) => update({ dressCode: option })}
        description={text(`wizard.dressCode.${dressCode}.description`)}
      />
    </WizardStep>
  );
}
