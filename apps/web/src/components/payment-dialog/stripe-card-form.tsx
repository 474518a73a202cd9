import { CARD_PAYMENT_LOCALE } from '@eventsite/core/constants/payment-methods';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/button';
import type { CardFormProps } from './card-form-props';
import styles from './payment-dialog.module.css';
import { useAppConfig } from '../../lib/app-context';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is loaded once per publishable key. */
function stripeFor(publicKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publicKey);
  if (!stripe) {
    stripe = loadStripe(publicKey);
    stripes.set(publicKey, stripe);
  }
  return stripe;
}

function StripeForm({ session, confirming, problem, onConfirm, onRejected, onAccepted }: CardFormProps) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onConfirm();
    const result = await stripe.confirmCardPayment(session.client_secret, { payment_method: { card } });
    if (result.error)
      onRejected(
        result.error.type === 'card_error' || result.error.type === 'validation_error'
          ? (result.error.message ?? null)
          : null,
      );
    else onAccepted();
  };

  return (
    <form
      className={styles.methodForm}
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'payment.method.card' })}
    >
      <label className={styles.stripeLabel}>
        <FormattedMessage id="payment.card.details" />
        <div className={styles.stripeField}>
          <CardElement
            options={{
              hidePostalCode: true,
              style: { base: { fontSize: '16px', fontFamily: 'system-ui, sans-serif' } },
            }}
            onChange={(change) => setComplete(change.complete)}
          />
        </div>
      </label>
      {problem !== null && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" busy={confirming} disabled={!stripe || !complete} fullWidth>
        <FormattedMessage id="payment.card.pay" />
      </Button>
    </form>
  );
}

/** Stripe Elements in the market's language (`000` §9 card locale sv; da in Denmark) around the card form. */
export default function StripeCardForm(props: CardFormProps) {
  const { market } = useAppConfig();
  return (
    <Elements
      stripe={stripeFor(props.session.stripe_public_key)}
      options={{ locale: CARD_PAYMENT_LOCALE[market] }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}
