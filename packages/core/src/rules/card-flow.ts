import { CARD_PAYMENT_POLLING } from '../constants/polling';
import type { CardPaymentSession } from '../schemas/payment';

/**
 * What the card form says (`000` §8): the start or the check failed, the card provider's own message for
 * a card it refused ('card'), the generic card error when confirming failed otherwise, or the timeout.
 */
export type CardFlowMessage =
  { kind: 'startFailed' | 'confirmFailed' | 'checkFailed' | 'timeout' } | { kind: 'card'; text: string };

/**
 * The card flow of `000` §4: create a payment session, show the card form, confirm the payment with the
 * card provider, then poll until `paymentConfirmed` is true.
 */
export type CardFlowState =
  | { step: 'starting' }
  | { step: 'form'; session: CardPaymentSession; confirming: boolean; message: CardFlowMessage | null }
  | { step: 'polling'; session: CardPaymentSession; since: number }
  | { step: 'confirmed'; reference: string }
  | { step: 'failed'; message: CardFlowMessage };

export type CardFlowAction =
  | { type: 'sessionCreated'; session: CardPaymentSession }
  | { type: 'sessionFailed' }
  | { type: 'confirm' }
  | { type: 'cardRejected'; providerMessage?: string | null }
  | { type: 'cardAccepted'; at: number }
  | { type: 'checked'; paymentConfirmed: boolean; at: number }
  | { type: 'checkFailed' }
  | { type: 'restart' };

export const initialCardFlowState: CardFlowState = { step: 'starting' };

/**
 * The card flow as a reducer (`000` §4, §8, §9): a refused card returns to the form with the provider's
 * message (or the generic card error); once the provider accepted the card the payment is polled, where
 * false means ask again and no confirmation within 150 s is a timeout. A failed check ends the flow.
 */
export function cardFlowReducer(
  state: CardFlowState,
  action: CardFlowAction,
  timeoutMs: number = CARD_PAYMENT_POLLING.timeoutMs,
): CardFlowState {
  switch (action.type) {
    case 'sessionCreated':
      return state.step === 'starting'
        ? { step: 'form', session: action.session, confirming: false, message: null }
        : state;
    case 'sessionFailed':
      return { step: 'failed', message: { kind: 'startFailed' } };
    case 'confirm':
      return state.step === 'form' ? { ...state, confirming: true, message: null } : state;
    case 'cardRejected':
      if (state.step !== 'form') return state;
      return {
        ...state,
        confirming: false,
        message: action.providerMessage
          ? { kind: 'card', text: action.providerMessage }
          : { kind: 'confirmFailed' },
      };
    case 'cardAccepted':
      return state.step === 'form' ? { step: 'polling', session: state.session, since: action.at } : state;
    case 'checked':
      if (state.step !== 'polling') return state;
      if (action.paymentConfirmed) return { step: 'confirmed', reference: state.session.reference };
      return action.at - state.since >= timeoutMs ? { step: 'failed', message: { kind: 'timeout' } } : state;
    case 'checkFailed':
      return state.step === 'polling' ? { step: 'failed', message: { kind: 'checkFailed' } } : state;
    case 'restart':
      return initialCardFlowState;
  }
}
