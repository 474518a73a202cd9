import type { CardPaymentSession } from '@eventsite/core/schemas/payment';

/** What a card form (Stripe Elements or the simulated one) gets from the card flow. */
export interface CardFormProps {
  session: CardPaymentSession;
  confirming: boolean;
  /** The message to show under the form: the provider's own, or one of ours. */
  problem: string | null;
  onConfirm: () => void;
  /** The provider refused the card; its message when it gave one. */
  onRejected: (providerMessage: string | null) => void;
  /** The provider accepted the card; the payment is then polled until confirmed. */
  onAccepted: () => void;
}
