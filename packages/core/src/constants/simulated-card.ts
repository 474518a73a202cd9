/**
 * The built-in card simulator (`decisions.md` §6) behaves like Stripe's test cards. Its sessions carry this
 * public key instead of a Stripe one, which tells the browser to show the simulated card form.
 */
export const SIMULATED_CARD_PUBLIC_KEY = 'pk_simulated';

/** Card numbers the simulator knows, as Stripe's test cards: any other number is declined as invalid. */
export const SIMULATED_CARD_NUMBERS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Accepted, but the payment is never confirmed (the card form gives up after 150 s). */
  neverConfirms: '4000000000003220',
} as const;

export type SimulatedCardOutcome = 'succeeded' | 'declined' | 'insufficientFunds' | 'processing' | 'invalid';

/** What the simulator does with a card number; spaces are ignored as in a card form. */
export function simulatedCardOutcome(cardNumber: string): SimulatedCardOutcome {
  switch (cardNumber.replace(/\s+/g, '')) {
    case SIMULATED_CARD_NUMBERS.succeeds:
      return 'succeeded';
    case SIMULATED_CARD_NUMBERS.declined:
      return 'declined';
    case SIMULATED_CARD_NUMBERS.insufficientFunds:
      return 'insufficientFunds';
    case SIMULATED_CARD_NUMBERS.neverConfirms:
      return 'processing';
    default:
      return 'invalid';
  }
}
