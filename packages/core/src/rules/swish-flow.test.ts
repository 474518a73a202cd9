import { describe, expect, it } from 'vitest';
import {
  initialSwishFlowState,
  swishFlowReducer,
  swishHidesOtherOptions,
  type SwishFlowAction,
  type SwishFlowState,
} from './swish-flow';

function run(...actions: SwishFlowAction[]): SwishFlowState {
  return actions.reduce((state, action) => swishFlowReducer(state, action), initialSwishFlowState);
}

const waiting: SwishFlowAction[] = [{ type: 'start' }, { type: 'started', swishId: 's1', at: 1000 }];

describe('swishFlowReducer (000 §4)', () => {
  it('starts in step 0 and moves to step 1 once the payment is started', () => {
    expect(initialSwishFlowState.step).toBe(0);
    expect(run({ type: 'start' })).toMatchObject({ step: 0, starting: true });
    expect(run(...waiting)).toMatchObject({ step: 1, starting: false, swishId: 's1', pollingSince: 1000 });
  });

  it('keeps polling on NOT_SET', () => {
    const state = run(...waiting, { type: 'status', swishId: 's1', status: 'NOT_SET', at: 6000 });
    expect(state).toMatchObject({ step: 1, paid: false, message: null });
  });

  it('ends on PAID', () => {
    expect(run(...waiting, { type: 'status', swishId: 's1', status: 'PAID', at: 6000 }).paid).toBe(true);
  });

  it.each([
    ['DECLINED', null, { kind: 'declined' }],
    ['CANCELLED', null, { kind: 'cancelled' }],
    ['ERROR', 'Swish svarade med ett fel', { kind: 'error', text: 'Swish svarade med ett fel' }],
    ['ERROR', null, { kind: 'unknown' }],
    ['REFUNDED', null, { kind: 'unknown' }],
  ])('goes to step 2 on %s', (status, errorMessage, message) => {
    const state = run(...waiting, { type: 'status', swishId: 's1', status, errorMessage, at: 6000 });
    expect(state).toMatchObject({ step: 2, paid: false, message });
  });

  it('times out after 300 000 ms without an answer', () => {
    expect(run(...waiting, { type: 'tick', at: 1000 + 299_999 }).step).toBe(1);
    expect(run(...waiting, { type: 'tick', at: 1000 + 300_000 })).toMatchObject({
      step: 2,
      message: { kind: 'timeout' },
    });
    expect(
      run(...waiting, { type: 'status', swishId: 's1', status: 'NOT_SET', at: 1000 + 300_000 }).message,
    ).toEqual({ kind: 'timeout' });
  });

  it("shows the server's validationMessage on a 422, else the start failure", () => {
    expect(
      run({ type: 'start' }, { type: 'startFailed', validationMessage: 'Ogiltigt nummer' }),
    ).toMatchObject({
      step: 0,
      starting: false,
      message: { kind: 'validation', text: 'Ogiltigt nummer' },
    });
    expect(run({ type: 'start' }, { type: 'startFailed' }).message).toEqual({ kind: 'startFailed' });
  });

  it('returns to step 0 on cancel or retry and ignores a late answer', () => {
    const reset = run(...waiting, { type: 'reset' });
    expect(reset).toEqual(initialSwishFlowState);
    expect(swishFlowReducer(reset, { type: 'status', swishId: 's1', status: 'PAID', at: 7000 })).toBe(reset);
  });

  it("ignores another payment's status", () => {
    const state = run(...waiting);
    expect(swishFlowReducer(state, { type: 'status', swishId: 'other', status: 'DECLINED', at: 2000 })).toBe(
      state,
    );
  });

  it('hides the other payment options in steps 1 and 2', () => {
    expect(swishHidesOtherOptions(run())).toBe(false);
    expect(swishHidesOtherOptions(run(...waiting))).toBe(true);
    expect(
      swishHidesOtherOptions(
        run(...waiting, { type: 'status', swishId: 's1', status: 'DECLINED', at: 2000 }),
      ),
    ).toBe(true);
  });
});
