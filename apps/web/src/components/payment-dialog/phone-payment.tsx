import {
  SWISH_REPORT_DELAY_SECONDS,
  type PhonePaymentMethod,
} from '@eventsite/core/constants/payment-methods';
import { SWISH_PAYMENT_POLLING } from '@eventsite/core/constants/polling';
import { normaliseMobilePayNumber } from '@eventsite/core/rules/mobilepay-number';
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
import { isApiErrorWithCode } from '../../lib/api-client';
import { reportError, Severity } from '../../lib/report-error';
import { useErrorDialog } from '../error-dialog/error-dialog';
import { Button } from '../ui/button';
import { Form } from '../ui/form';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { getPhonePayment, startPhonePayment } from './payment-api';
import type { Purchase } from './purchase';
import styles from './payment-dialog.module.css';

export interface PhonePaymentProps {
  /** Swish in Sweden, MobilePay in Denmark (`decisions.md` §8). */
  method: PhonePaymentMethod;
  purchase: Purchase;
  onPaid: (reference: string) => void;
  /** Told whether the other payment options must be hidden (states 1 and 2, `000` §4). */
  onHideOtherOptions: (hide: boolean) => void;
}

const NORMALISE: Record<PhonePaymentMethod, (input: string) => string> = {
  swish: normaliseSwishNumber,
  mobilepay: normaliseMobilePayNumber,
};

function validationMessageOf(error: unknown): string | null {
  if (
    !isApiErrorWithCode(error, 'SWISH_VALIDATION_FAILED') &&
    !isApiErrorWithCode(error, 'MOBILEPAY_VALIDATION_FAILED')
  ) {
    return null;
  }
  const body = error.body as { validationMessage?: unknown } | undefined;
  return typeof body?.validationMessage === 'string' ? body.validationMessage : null;
}

function useMessageText(method: PhonePaymentMethod, message: SwishFlowMessage | null): string | null {
  const intl = useIntl();
  if (message === null) return null;
  if (message.kind === 'error' || message.kind === 'validation') return message.text;
  return intl.formatMessage({ id: `payment.${method}.message.${message.kind}` });
}

/**
 * A payment approved in a phone app, Swish's flow of `000` §4 (MobilePay's mirrors it, `decisions.md` §8):
 * step 0 asks for the number; step 1 waits for the app while the payment is polled every 5 s for up to
 * 300 s; step 2 shows why it ended, verbatim, with a way back to step 0.
 */
export function PhonePayment({ method, purchase, onPaid, onHideOtherOptions }: PhonePaymentProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(
    (current: SwishFlowState, action: SwishFlowAction) => swishFlowReducer(current, action),
    initialSwishFlowState,
  );
  const [number, setNumber] = useState('');
  const messageText = useMessageText(method, state.message);
  const hideOthers = swishHidesOtherOptions(state);
  const showError = useErrorDialog();

  useEffect(() => onHideOtherOptions(hideOthers), [hideOthers, onHideOtherOptions]);

  useEffect(() => {
    if (state.step !== 1 || state.paid || state.swishId === null) return;
    const paymentId = state.swishId;
    let stopped = false;
    const timer = setInterval(() => {
      getPhonePayment(method, paymentId).then(
        (payment) => {
          if (!stopped)
            dispatch({
              type: 'status',
              swishId: paymentId,
              status: payment.status,
              errorMessage: payment.errorMessage,
              at: Date.now(),
            });
        },
        (error: unknown) => {
          // A failed poll is asked again next time; the 300 s limit still ends it.
          reportError(error, Severity.warning, { action: `check ${method} payment`, paymentId });
          if (!stopped) dispatch({ type: 'tick', at: Date.now() });
        },
      );
    }, SWISH_PAYMENT_POLLING.intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [method, state.step, state.paid, state.swishId]);

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
      const paymentId = await startPhonePayment(method, purchase, NORMALISE[method](number));
      dispatch({ type: 'started', swishId: paymentId, at: Date.now() });
    } catch (error) {
      const validationMessage = validationMessageOf(error);
      if (validationMessage === null)
        reportError(error, Severity.error, { action: `start ${method} payment` });
      // `000` §6: an ended session offers the log-in button; the form keeps its verbatim message.
      if (isApiErrorWithCode(error, 'NOT_LOGGED_IN')) showError(error);
      dispatch({ type: 'startFailed', validationMessage });
    }
  };

  if (state.step === 1) {
    return (
      <div className={styles.waiting} aria-live="polite">
        <Spinner />
        <p className={styles.waitingTitle}>
          <FormattedMessage id={`payment.${method}.waiting`} />
        </p>
        <p className={styles.note}>
          <FormattedMessage
            id={`payment.${method}.reportDelay`}
            values={{ seconds: SWISH_REPORT_DELAY_SECONDS }}
          />
        </p>
        <Button variant="secondary" onClick={() => dispatch({ type: 'reset' })}>
          <FormattedMessage id={`payment.${method}.cancel`} />
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
          <FormattedMessage id={`payment.${method}.retry`} />
        </Button>
      </div>
    );
  }

  return (
    <Form
      className={styles.methodForm}
      onValidSubmit={() => void start()}
      aria-label={intl.formatMessage({ id: `payment.method.${method}` })}
    >
      <TextField
        label={intl.formatMessage({ id: `payment.${method}.number` })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        customError={
          number.trim() === '' ? intl.formatMessage({ id: `payment.${method}.numberRequired` }) : undefined
        }
        hint={intl.formatMessage({ id: `payment.${method}.numberHint` })}
      />
      {messageText !== null && (
        <p className={styles.problem} role="alert">
          {messageText}
        </p>
      )}
      <Button type="submit" busy={state.starting} fullWidth>
        <FormattedMessage id={`payment.${method}.pay`} />
      </Button>
    </Form>
  );
}
