import type { SwishPaymentStatus } from '../constants/payment-methods';
import { SWISH_PAYMENT_POLLING } from '../constants/polling';

/**
 * What the Swish form says (`000` §4, §8); the interface words each kind: 'declined' is 'Ditt köp nekades.',
 * 'cancelled' 'Köp avbrutet', 'unknown' 'Ett okänt fel uppstod', 'timeout' 'Ett okänt fel uppstod. Om pengar
 * har dragits från ditt konto, kontakta oss.', 'startFailed' 'Misslyckades att initiera swish-betalning';
 * 'error' and 'validation' carry the server's own text.
 */
export type SwishFlowMessage =
  | { kind: 'declined' | 'cancelled' | 'unknown' | 'timeout' | 'startFailed' }
  | { kind: 'error' | 'validation'; text: string };

/**
 * The Swish flow of `000` §4: step 0 enter the number, 1 waiting for the Swish app (the payment is polled),
 * 2 ended without payment, with a message. `paid` ends the flow.
 */
export interface SwishFlowState {
  step: 0 | 1 | 2;
  /** The start call runs. */
  starting: boolean;
  swishId: string | null;
  /** When polling began, in ms; the poll gives up `timeoutMs` later. */
  pollingSince: number | null;
  paid: boolean;
  message: SwishFlowMessage | null;
}

export type SwishFlowAction =
  | { type: 'start' }
  | { type: 'started'; swishId: string; at: number }
  | { type: 'startFailed'; validationMessage?: string | null }
  | {
      type: 'status';
      swishId: string;
      status: SwishPaymentStatus | string;
      errorMessage?: string | null;
      at: number;
    }
  | { type: 'tick'; at: number }
  | { type: 'reset' };

export const initialSwishFlowState: SwishFlowState = {
  step: 0,
  starting: false,
  swishId: null,
  pollingSince: null,
  paid: false,
  message: null,
};

function ended(state: SwishFlowState, message: SwishFlowMessage): SwishFlowState {
  return { ...state, step: 2, message };
}

function timedOut(state: SwishFlowState, at: number, timeoutMs: number): boolean {
  return state.pollingSince !== null && at - state.pollingSince >= timeoutMs;
}

/**
 * The Swish flow as a reducer (`000` §4, §8, §9): NOT_SET keeps polling, PAID ends it, DECLINED,
 * ERROR (with the server's message), CANCELLED and any other status go to step 2 with their message; no
 * answer within 300 s times out. Cancel or retry returns to step 0, and a poll's late answer is then
 * ignored. A 422 from the start call shows the server's `validationMessage`.
 */
export function swishFlowReducer(
  state: SwishFlowState,
  action: SwishFlowAction,
  timeoutMs: number = SWISH_PAYMENT_POLLING.timeoutMs,
): SwishFlowState {
  switch (action.type) {
    case 'start':
      return { ...initialSwishFlowState, starting: true };
    case 'started':
      return { ...state, step: 1, starting: false, swishId: action.swishId, pollingSince: action.at };
    case 'startFailed':
      return {
        ...initialSwishFlowState,
        message: action.validationMessage
          ? { kind: 'validation', text: action.validationMessage }
          : { kind: 'startFailed' },
      };
    case 'status': {
      if (state.step !== 1 || action.swishId !== state.swishId) return state;
      switch (action.status) {
        case 'NOT_SET':
          return timedOut(state, action.at, timeoutMs) ? ended(state, { kind: 'timeout' }) : state;
        case 'PAID':
          return { ...state, paid: true };
        case 'DECLINED':
          return ended(state, { kind: 'declined' });
        case 'ERROR':
          return action.errorMessage
            ? ended(state, { kind: 'error', text: action.errorMessage })
            : ended(state, { kind: 'unknown' });
        case 'CANCELLED':
          return ended(state, { kind: 'cancelled' });
        default:
          return ended(state, { kind: 'unknown' });
      }
    }
    case 'tick':
      return state.step === 1 && !state.paid && timedOut(state, action.at, timeoutMs)
        ? ended(state, { kind: 'timeout' })
        : state;
    case 'reset':
      return initialSwishFlowState;
  }
}

/** In steps 1 and 2 the other payment options are hidden (`000` §4). */
export function swishHidesOtherOptions(state: SwishFlowState): boolean {
  return state.step !== 0 || state.paid;
}
