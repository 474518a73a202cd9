import { SIMULATED_CARD_PUBLIC_KEY } from '@eventsite/core/constants/simulated-card';
import { CARD_PAYMENT_POLLING } from '@eventsite/core/constants/polling';
import {
  cardFlowReducer,
  initialCardFlowState,
  type CardFlowAction,
  type CardFlowMessage,
  type CardFlowState,
} from '@eventsite/core/rules/card-flow';
import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reportError, Severity } from '../../lib/report-error';
import { useErrorDialog } from '../error-dialog/error-dialog';
import { Button } from '../ui/button';
import { Loading } from '../ui/loading';
import { Spinner } from '../ui/spinner';
import type { CardFormProps } from './card-form-props';
import { isCardPaymentConfirmed, startCardPayment } from './payment-api';
import { paymentPath, type Purchase } from './purchase';
import { SimulatedCardForm } from './simulated-card-form';
import styles from './payment-dialog.module.css';

// Stripe's libraries load only when the real provider is used, never for guests or with the simulator.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface CardPaymentProps {
  purchase: Purchase;
  onPaid: (reference: string) => void;
}

function useMessageText(message: CardFlowMessage | null): string | null {
  const intl = useIntl();
  if (message === null) return null;
  if (message.kind === 'card') return message.text;
  return intl.formatMessage({ id: `payment.card.message.${message.kind}` });
}

/**
 * The card flow (`000` §4): a payment session is created, the card form shown (Stripe Elements in
 * Swedish, or the simulated form), the card confirmed with the provider, and the payment then polled every
 * 3 s until confirmed, for at most 150 s.
 */
export function CardPayment({ purchase, onPaid }: CardPaymentProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(
    (current: CardFlowState, action: CardFlowAction) => cardFlowReducer(current, action),
    initialCardFlowState,
  );
  const starting = useRef(false);
  const message = state.step === 'form' || state.step === 'failed' ? state.message : null;
  const messageText = useMessageText(message);
  const showError = useErrorDialog();

  useEffect(() => {
    if (state.step !== 'starting' || starting.current) return;
    starting.current = true;
    startCardPayment(purchase).then(
      (session) => dispatch({ type: 'sessionCreated', session }),
      (error: unknown) => {
        reportError(error, Severity.error, { action: 'start card payment' });
        // `000` §8: the server's answer (a taken address, a 403 with its log-in button) in the error dialog.
        showError(error, { summary: intl.formatMessage({ id: 'payment.card.message.startFailed' }) });
        dispatch({ type: 'sessionFailed' });
      },
    );
  }, [state.step, purchase, showError, intl]);

  const reference = state.step === 'polling' ? state.session.reference : null;
  // A string, so a parent that passes a new purchase object on every render does not restart the polling.
  const basePath = paymentPath(purchase);
  useEffect(() => {
    if (reference === null) return;
    let stopped = false;
    const check = () =>
      isCardPaymentConfirmed(basePath, reference).then(
        (paymentConfirmed) => {
          if (!stopped) dispatch({ type: 'checked', paymentConfirmed, at: Date.now() });
        },
        (error: unknown) => {
          reportError(error, Severity.error, { action: 'check card payment', reference });
          if (stopped) return;
          showError(error, { summary: intl.formatMessage({ id: 'payment.card.message.checkFailed' }) });
          dispatch({ type: 'checkFailed' });
        },
      );
    void check();
    const timer = setInterval(() => void check(), CARD_PAYMENT_POLLING.intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [reference, basePath, showError, intl]);

  // Reported once per payment, however often the parent re-renders with a new callback.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (state.step !== 'confirmed' || reported.current === state.reference) return;
    reported.current = state.reference;
    onPaid(state.reference);
  }, [state, onPaid]);

  if (state.step === 'starting')
    return <Loading label={intl.formatMessage({ id: 'payment.card.starting' })} />;

  if (state.step === 'polling' || state.step === 'confirmed') {
    return (
      <div className={styles.waiting} aria-live="polite">
        <Spinner />
        <p className={styles.waitingTitle}>
          <FormattedMessage id="payment.card.checking" />
        </p>
      </div>
    );
  }

  if (state.step === 'failed') {
    return (
      <div className={styles.ended}>
        <p className={styles.problem} role="alert">
          {messageText}
        </p>
        {state.message.kind !== 'timeout' && (
          <Button
            onClick={() => {
              starting.current = false;
              dispatch({ type: 'restart' });
            }}
          >
            <FormattedMessage id="payment.card.retry" />
          </Button>
        )}
      </div>
    );
  }

  const formProps: CardFormProps = {
    session: state.session,
    confirming: state.confirming,
    problem: messageText,
    onConfirm: () => dispatch({ type: 'confirm' }),
    onRejected: (providerMessage) => dispatch({ type: 'cardRejected', providerMessage }),
    onAccepted: () => dispatch({ type: 'cardAccepted', at: Date.now() }),
  };
  return state.session.stripe_public_key === SIMULATED_CARD_PUBLIC_KEY ? (
    <SimulatedCardForm {...formProps} />
  ) : (
    <Suspense fallback={<Loading label={intl.formatMessage({ id: 'payment.card.starting' })} />}>
      <StripeCardForm {...formProps} />
    </Suspense>
  );
}
