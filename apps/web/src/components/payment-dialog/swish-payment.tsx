import { SWISH_REPORT_DELAY_SECONDS } from '@eventsite/core/constants/payment-methods';
import { SWISH_PAYMENT_POLLING } from '@eventsite/core/constants/polling';
import { normaliseSwishNumber } from '@eventsite/core/rules/swish-number';
import {
  initialSwishFlowState,
  swishFlowReducer,
  swishHidesOtherOptions,
  type SwishFlowAction,
  type SwishFlowMessage,
  type SwishFlowState,
} from '@eventsite/core/rules/swish-flow';
import { useEffect, useReducer, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '../../lib/api-client';
import { reportError, Severity } from '../../lib/report-error';
import { useErrorDialog } from '../error-dialog/error-dialog';
import { Button } from '../ui/button';
import { Form } from '../ui/form';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { getSwishPayment, startSwishPayment } from './payment-api';
import type { Purchase } from './purchase';
import styles from './payment-dialog.module.css';

export interface SwishPaymentProps {
  purchase: Purchase;
  onPaid: (reference: string) => void;
  /** Told whether the other payment options must be hidden (states 1 and 2, `000` §4). */
  onHideOtherOptions: (hide: boolean) => void;
}

function validationMessageOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const body = error.body as { validationMessage?: unknown } | undefined;
  return typeof body?.validationMessage === 'string' ? body.validationMessage : null;
}

function useMessageText(message: SwishFlowMessage | null): string | null {
  const intl = useIntl();
  if (message === null) return null;
  if (message.kind === 'error' || message.kind === 'validation') return message.text;
  return intl.formatMessage({ id: `payment.swish.message.${message.kind}` });
}

/**
 * Swish (`000` §4): step 0 asks for the number; step 1 waits for the Swish app while the payment is polled
 * every 5 s for up to 300 s; step 2 shows why it ended, verbatim, with a way back to step 0.
 */
export function SwishPayment({ purchase, onPaid, onHideOtherOptions }: SwishPaymentProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(
    (current: SwishFlowState, action: SwishFlowAction) => swishFlowReducer(current, action),
    initialSwishFlowState,
  );
  const [payerAlias, setPayerAlias] = useState('');
  const messageText = useMessageText(state.message);
  const hideOthers = swishHidesOtherOptions(state);
  const showError = useErrorDialog();

  useEffect(() => onHideOtherOptions(hideOthers), [hideOthers, onHideOtherOptions]);

  useEffect(() => {
    if (state.step !== 1 || state.paid || state.swishId === null) return;
    const swishId = state.swishId;
    let stopped = false;
    const timer = setInterval(() => {
      getSwishPayment(swishId).then(
        (payment) => {
          if (!stopped)
            dispatch({
              type: 'status',
              swishId,
              status: payment.status,
              errorMessage: payment.errorMessage,
              at: Date.now(),
            });
        },
        (error: unknown) => {
          // A failed poll is asked again next time; the 300 s limit still ends it.
          reportError(error, Severity.warning, { action: 'check swish payment', swishId });
          if (!stopped) dispatch({ type: 'tick', at: Date.now() });
        },
      );
    }, SWISH_PAYMENT_POLLING.intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [state.step, state.paid, state.swishId]);

  // Reported once per payment, however often the parent re-renders with a new callback.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!state.paid || state.swishId === null || reported.current === state.swishId) return;
    reported.current = state.swishId;
    onPaid(state.swishId);
  }, [state.paid, state.swishId, onPaid]);

  const start = async () => {
    dispatch({ type: 'start' });
    try {
      const swishId = await startSwishPayment(purchase, normaliseSwishNumber(payerAlias));
      dispatch({ type: 'started', swishId, at: Date.now() });
    } catch (error) {
      const validationMessage = validationMessageOf(error);
      if (validationMessage === null) reportError(error, Severity.error, { action: 'start swish payment' });
      // `000` §6: a 403 (the session ended) offers the log-in button; the form keeps its verbatim message.
      if (isApiError(error) && error.status === 403) showError(error);
      dispatch({ type: 'startFailed', validationMessage });
    }
  };

  if (state.step === 1) {
    return (
      <div className={styles.waiting} aria-live="polite">
        <Spinner />
        <p className={styles.waitingTitle}>
          <FormattedMessage id="payment.swish.waiting" />
        </p>
        <p className={styles.note}>
          <FormattedMessage id="payment.swish.reportDelay" values={{ seconds: SWISH_REPORT_DELAY_SECONDS }} />
        </p>
        <Button variant="secondary" onClick={() => dispatch({ type: 'reset' })}>
          <FormattedMessage id="payment.swish.cancel" />
        </Button>
      </div>
    );
  }

  if (state.step === 2) {
    return (
      <div className={styles.ended}>
        <p className={styles.problem} role="alert">
          {messageText}
        </p>
        <Button onClick={() => dispatch({ type: 'reset' })}>
          <FormattedMessage id="payment.swish.retry" />
        </Button>
      </div>
    );
  }

  return (
    <Form
      className={styles.methodForm}
      onValidSubmit={() => void start()}
      aria-label={intl.formatMessage({ id: 'payment.method.swish' })}
    >
      <TextField
        label={intl.formatMessage({ id: 'payment.swish.number' })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={payerAlias}
        onChange={(event) => setPayerAlias(event.target.value)}
        customError={
          payerAlias.trim() === '' ? intl.formatMessage({ id: 'payment.swish.numberRequired' }) : undefined
        }
        hint={intl.formatMessage({ id: 'payment.swish.numberHint' })}
      />
      {messageText !== null && (
        <p className={styles.problem} role="alert">
          {messageText}
        </p>
      )}
      <Button type="submit" busy={state.starting} fullWidth>
        <FormattedMessage id="payment.swish.pay" />
      </Button>
    </Form>
  );
}
