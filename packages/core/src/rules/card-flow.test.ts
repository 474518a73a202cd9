import { describe, expect, it } from 'vitest';
import { cardFlowReducer, initialCardFlowState, type CardFlowAction, type CardFlowState } from './card-flow';

const session = { client_secret: 'pi_1_secret_x', reference: 'pi_1', stripe_public_key: 'pk_test' };

function run(...actions: CardFlowAction[]): CardFlowState {
  return actions.reduce((state, action) => cardFlowReducer(state, action), initialCardFlowState);
}

const polling: CardFlowAction[] = [
  { type: 'sessionCreated', session },
  { type: 'confirm' },
  { type: 'cardAccepted', at: 1000 },
];

describe('cardFlowReducer (000 §4)', () => {
  it('shows the card form once the session exists', () => {
    expect(run({ type: 'sessionCreated', session })).toEqual({
      step: 'form',
      session,
      confirming: false,
      message: null,
    });
  });

  it('fails when the session cannot be created', () => {
    expect(run({ type: 'sessionFailed' })).toEqual({ step: 'failed', message: { kind: 'startFailed' } });
  });

  it("returns to the form with the provider's message, or the generic card error", () => {
    expect(
      run(
        { type: 'sessionCreated', session },
        { type: 'confirm' },
        { type: 'cardRejected', providerMessage: 'Kortet nekades.' },
      ),
    ).toMatchObject({ step: 'form', confirming: false, message: { kind: 'card', text: 'Kortet nekades.' } });
    expect(
      run({ type: 'sessionCreated', session }, { type: 'confirm' }, { type: 'cardRejected' }),
    ).toMatchObject({
      message: { kind: 'confirmFailed' },
    });
  });

  it('polls until paymentConfirmed is true', () => {
    const stillWaiting = run(...polling, { type: 'checked', paymentConfirmed: false, at: 4000 });
    expect(stillWaiting.step).toBe('polling');
    expect(cardFlowReducer(stillWaiting, { type: 'checked', paymentConfirmed: true, at: 7000 })).toEqual({
      step: 'confirmed',
      reference: 'pi_1',
    });
  });

  it('times out after 150 000 ms', () => {
    expect(run(...polling, { type: 'checked', paymentConfirmed: false, at: 1000 + 149_999 }).step).toBe(
      'polling',
    );
    expect(run(...polling, { type: 'checked', paymentConfirmed: false, at: 1000 + 150_000 })).toEqual({
      step: 'failed',
      message: { kind: 'timeout' },
    });
  });

  it('ends when a check fails', () => {
    expect(run(...polling, { type: 'checkFailed' })).toEqual({
      step: 'failed',
      message: { kind: 'checkFailed' },
    });
  });

  it('starts over on restart', () => {
    expect(run(...polling, { type: 'checkFailed' }, { type: 'restart' })).toEqual(initialCardFlowState);
  });
});
