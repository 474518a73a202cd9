import { useEffect, useId, useState } from 'react';
import { GIFT_FROM_MAX, GIFT_GREETING_MAX } from '@eventsite/core/constants/gift-registry';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftItem } from '@eventsite/core/schemas/gift-registry';
import { Form, useFormState } from '../../components/ui/form';
import { Spinner } from '../../components/ui/spinner';
import type { ModuleContext } from '../module-context';
import { moduleText } from '../shared/module-texts';
import { fetchPostKey, sendGiftReport, submissionLanguage } from '../shared/guest-submission';
import { ModuleDialog } from '../shared/module-dialog';
import { OutcomeDialog } from '../shared/outcome-dialog';
import { personalLinkToken, usePersonalLinkHousehold } from '../shared/personal-link-household';
import { errorOutcome, useGuestSend } from '../shared/use-guest-send';
import layout from '../shared/module-layout.module.css';
import fields from '../shared/form-elements.module.css';
import { giftMoneyText } from './gift-money-texts';
import { giftRegistryText } from './gift-registry-texts';
import type { GiftPaymentMethod } from '@eventsite/core/rules/gift-payment';
import styles from './gift-item-dialog.module.css';

export interface GiftReportDialogProps {
  item: GiftItem;
  context: ModuleContext;
  /** The amount the guest chose on the card (öre), to start the field with. */
  amount: number | null;
  method: GiftPaymentMethod;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}

interface ReportFieldsProps {
  from: string;
  onFrom: (from: string) => void;
  kronor: string;
  onKronor: (kronor: string) => void;
  greeting: string;
  onGreeting: (greeting: string) => void;
  language: string;
}

const isKronor = (text: string) => /^[1-9]\d*$/.test(text.trim());

function ReportFields({ from, onFrom, kronor, onKronor, greeting, onGreeting, language }: ReportFieldsProps) {
  const id = useId();
  const { showValidation } = useFormState();
  const fromMissing = showValidation && from.trim() === '';
  const amountInvalid = showValidation && kronor.trim() !== '' && !isKronor(kronor);
  const text = (key: Parameters<typeof giftMoneyText>[0]) => giftMoneyText(key, language);
  return (
    <>
      <p className={styles.lead}>{text('reportLead')}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`} className={styles.label}>
          {text('reportFrom')}
          <span className={fields.required}> *</span>
        </label>
        <input
          id={`${id}-from`}
          className={styles.input}
          autoComplete="name"
          required
          maxLength={GIFT_FROM_MAX}
          value={from}
          aria-invalid={fromMissing || undefined}
          aria-describedby={fromMissing ? `${id}-from-error` : undefined}
          onChange={(event) => onFrom(event.target.value)}
        />
        {fromMissing && (
          <p id={`${id}-from-error`} className={styles.error}>
            {moduleText('valueMissing', language)}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`} className={styles.label}>
          {text('reportAmount')}
        </label>
        <input
          id={`${id}-amount`}
          className={`${styles.input} ${styles.quantity}`}
          inputMode="numeric"
          pattern="[1-9][0-9]*"
          autoComplete="off"
          value={kronor}
          aria-invalid={amountInvalid || undefined}
          aria-describedby={amountInvalid ? `${id}-amount-error` : undefined}
          onChange={(event) => onKronor(event.target.value)}
        />
        {amountInvalid && (
          <p id={`${id}-amount-error`} className={styles.error}>
            {text('reportAmountInvalid')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-greeting`} className={styles.label}>
          {text('reportGreeting')}
        </label>
        <textarea
          id={`${id}-greeting`}
          className={`${styles.input} ${styles.greeting}`}
          maxLength={GIFT_GREETING_MAX}
          value={greeting}
          onChange={(event) => onGreeting(event.target.value)}
        />
      </div>
    </>
  );
}

/**
 * "Jag har swishat" (issue 37 item 1): who gave, how much (optional) and a greeting, sent under a post key
 * like the other guest answers; the name starts as the personal link's household. Thanks or the failure
 * follow in the standard outcome dialog, and focus goes back to the button that opened it.
 */
export function GiftReportDialog({
  item,
  context,
  amount,
  method,
  onClose,
  returnFocusTo,
}: GiftReportDialogProps) {
  const { language, site } = context;
  const [postKey, setPostKey] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [kronor, setKronor] = useState(amount === null ? '' : String(Math.round(amount / 100)));
  const [greeting, setGreeting] = useState('');
  const [sent, setSent] = useState(false);
  const { sending, outcome, setOutcome, sendAnswers } = useGuestSend(context);
  const household = usePersonalLinkHousehold(site._id, context.mode === 'PUBLIC');
  const text = (key: Parameters<typeof giftMoneyText>[0]) => giftMoneyText(key, language);
  const formId = useId();

  useEffect(() => {
    if (household !== null) setFrom((current) => (current === '' ? household.name : current));
  }, [household]);

  useEffect(() => {
    if (context.mode !== 'PUBLIC') return;
    let current = true;
    fetchPostKey('form-submissions').then(
      (key) => current && setPostKey(key),
      (error: unknown) =>
        current && setOutcome(errorOutcome(giftMoneyText('reportLoadFailed', language), error, language)),
    );
    return () => {
      current = false;
    };
  }, [context.mode, language, setOutcome]);

  const submit = async () => {
    const token = personalLinkToken();
    await sendAnswers(
      () =>
        sendGiftReport(site._id, item.id, {
          postKey: postKey ?? '',
          from: from.trim(),
          amount: kronor.trim() === '' ? null : Number(kronor) * 100,
          greeting: greeting.trim(),
          language: submissionLanguage(language),
          ...(token === null ? {} : { householdToken: token }),
        }),
      text('reportFailed'),
      () => setSent(true),
    );
  };

  if (outcome !== null) {
    return (
      <OutcomeDialog
        outcome={outcome}
        language={language}
        confirmationTitle={text('reportThanksTitle')}
        confirmationText={text('reportThanksText')}
        onClose={() => (sent || outcome.type !== 'ERROR' ? onClose() : setOutcome(null))}
        returnFocusTo={returnFocusTo}
      />
    );
  }

  const title = giftMoneyText(method === 'swish' ? 'reportSwish' : 'reportMobilePay', language);
  return (
    <ModuleDialog
      title={
        translateText(item.title, language) ? `${title} – ${translateText(item.title, language)}` : title
      }
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      closeLabel={moduleText('close', language)}
      actions={
        <>
          <button
            type="submit"
            form={formId}
            className={layout.button}
            disabled={sending || (context.mode === 'PUBLIC' && postKey === null)}
          >
            {sending && <Spinner size="small" />}
            {text('reportSend')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {giftRegistryText('cancel', language)}
          </button>
        </>
      }
    >
      <Form id={formId} className={styles.form} onValidSubmit={() => void submit()}>
        <ReportFields
          from={from}
          onFrom={setFrom}
          kronor={kronor}
          onKronor={setKronor}
          greeting={greeting}
          onGreeting={setGreeting}
          language={language}
        />
      </Form>
    </ModuleDialog>
  );
}
