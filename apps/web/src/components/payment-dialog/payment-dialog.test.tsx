import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock';
import { renderOwnerScreen } from '../../test/render-owner-screen';
import { PaymentDialog } from './payment-dialog';

const SITE = 'site-1';
const SESSION = { client_secret: 'pi_1_secret_x', reference: 'card_1', stripe_public_key: 'pk_simulated' };

function renderDialog(onPaid = vi.fn()) {
  const rendered = renderOwnerScreen(
    'redigera/:siteId/*',
    <PaymentDialog
      open
      onOpenChange={() => {}}
      title="anna.festsidan.se"
      purchase={{ siteId: SITE, paymentProduct: 'subdomain', host: 'anna.festsidan.se', priceOre: 49900 }}
      onPaid={onPaid}
    />,
    { path: `/redigera/${SITE}/` },
  );
  return { ...rendered, onPaid };
}

const polls = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path).length;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('paying with Swish (000 §4)', () => {
  async function startSwish(
    statuses: { status: string; errorMessage?: string }[],
    start: () => Response = () => jsonResponse({ swishId: 'swish_1' }),
  ) {
    let poll = 0;
    const requests = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === `/api/sites/${SITE}/payment/swish`) return start();
      if (path === '/api/swishPayments/swish_1') {
        const answer = statuses[Math.min(poll, statuses.length - 1)] ?? { status: 'NOT_SET' };
        poll += 1;
        return jsonResponse({ swishId: 'swish_1', ...answer });
      }
      return undefined;
    });
    const rendered = renderDialog();
    await rendered.user.type(screen.getByLabelText('Swish-nummer'), ' +0701234567 ');
    await rendered.user.click(screen.getByRole('button', { name: 'Betala med Swish' }));
    return { ...rendered, requests };
  }

  it('asks for the number before anything is sent', async () => {
    const requests = mockFetch(() => undefined);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Betala med Swish' }));
    expect(screen.getByText('Du måste uppge ditt swish-nummer')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('sends the normalised number, hides the card option and polls every 5000 ms until PAID', async () => {
    const { requests, onPaid } = await startSwish([{ status: 'NOT_SET' }, { status: 'PAID' }]);
    const start = requests.find((request) => request.method === 'POST');
    expect(start?.body).toEqual({
      paymentProduct: 'subdomain',
      host: 'anna.festsidan.se',
      payerAlias: '46701234567',
    });
    expect(await screen.findByText('Öppna Swish-appen och godkänn betalningen')).toBeVisible();
    expect(screen.getByText('Det kan ta upp till 15 sekunder innan betalningen syns här.')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Kort' })).not.toBeInTheDocument();

    await advance(4900);
    expect(polls(requests, '/api/swishPayments/swish_1')).toBe(0);
    await advance(100);
    expect(polls(requests, '/api/swishPayments/swish_1')).toBe(1);
    expect(onPaid).not.toHaveBeenCalled();
    await advance(5000);
    expect(polls(requests, '/api/swishPayments/swish_1')).toBe(2);
    expect(onPaid).toHaveBeenCalledWith('swish_1');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ status: 'DECLINED' }, 'Ditt köp nekades.'],
    [{ status: 'CANCELLED' }, 'Köp avbrutet'],
    [{ status: 'ERROR', errorMessage: 'Banken svarade inte.' }, 'Banken svarade inte.'],
    [{ status: 'REFUNDED' }, 'Ett okänt fel uppstod'],
  ])('ends on %j with its message, the other option still hidden, until retried', async (answer, message) => {
    const { user, requests } = await startSwish([answer]);
    await advance(5000);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('radio', { name: 'Kort' })).not.toBeInTheDocument();
    await advance(10_000);
    expect(polls(requests, '/api/swishPayments/swish_1')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(screen.getByRole('radio', { name: 'Kort' })).toBeVisible();
    expect(screen.getByLabelText('Swish-nummer')).toBeVisible();
  });

  it('gives up after 300000 ms with its message', async () => {
    const { requests } = await startSwish([{ status: 'NOT_SET' }]);
    await advance(295_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(5_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ett okänt fel uppstod. Om pengar har dragits från ditt konto, kontakta oss.',
    );
    const asked = polls(requests, '/api/swishPayments/swish_1');
    await advance(20_000);
    expect(polls(requests, '/api/swishPayments/swish_1')).toBe(asked);
  });

  it('stops polling when cancelled and returns to the number', async () => {
    const { user, requests } = await startSwish([{ status: 'NOT_SET' }]);
    await user.click(await screen.findByRole('button', { name: 'Avbryt' }));
    await advance(20_000);
    expect(polls(requests, '/api/swishPayments/swish_1')).toBe(0);
    expect(screen.getByLabelText('Swish-nummer')).toBeVisible();
  });

  it("shows the server's validationMessage on a 422, and the start failure otherwise", async () => {
    await startSwish([], () =>
      jsonResponse(
        {
          isErrorResponse: true,
          code: 'SWISH_VALIDATION_FAILED',
          errorDescription: { sv: 'x', en: 'x', da: 'x' },
          message: 'BE18',
          validationMessage: 'Swish-numret är ogiltigt.',
        },
        422,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Swish-numret är ogiltigt.');
    expect(screen.getByLabelText('Swish-nummer')).toBeVisible();
  });

  it('offers the log-in button when the session has ended, keeping its own message', async () => {
    await startSwish([], () => errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.'));
    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(
      'Misslyckades att initiera swish-betalning',
    );
  });

  it('says the Swish payment could not start when the server fails', async () => {
    await startSwish([], () => errorResponse(502, 'PAYMENT_PROVIDER_FAILED', 'Betaltjänsten svarar inte.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Misslyckades att initiera swish-betalning');
  });
});

describe('paying by card (000 §4)', () => {
  function cardServer(confirmations: boolean[], confirm = () => jsonResponse({ ok: true })) {
    let check = 0;
    return mockFetch(({ method, path }) => {
      if (method === 'POST' && path === `/api/sites/${SITE}/payment/stripe`) return jsonResponse(SESSION);
      if (method === 'POST' && path === '/dev/card/confirm') return confirm();
      if (path === `/api/sites/${SITE}/payment/stripe/card_1`) {
        const paymentConfirmed = confirmations[Math.min(check, confirmations.length - 1)] ?? false;
        check += 1;
        return jsonResponse({ paymentConfirmed });
      }
      return undefined;
    });
  }

  async function payByCard(number = '4242 4242 4242 4242') {
    const rendered = renderDialog();
    await rendered.user.click(screen.getByRole('radio', { name: 'Kort' }));
    await rendered.user.type(await screen.findByLabelText('Kortnummer'), number);
    await rendered.user.type(screen.getByLabelText('Giltigt till'), '12/34');
    await rendered.user.type(screen.getByLabelText('CVC'), '123');
    await rendered.user.click(screen.getByRole('button', { name: 'Betala med kort' }));
    return rendered;
  }

  it('confirms the card with the simulator, then polls every 3000 ms until confirmed', async () => {
    const requests = cardServer([false, false, true]);
    const { onPaid } = await payByCard();
    expect(requests.find((request) => request.path === `/api/sites/${SITE}/payment/stripe`)?.body).toEqual({
      paymentProduct: 'subdomain',
      host: 'anna.festsidan.se',
    });
    expect(requests.find((request) => request.path === '/dev/card/confirm')?.body).toEqual({
      clientSecret: 'pi_1_secret_x',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(await screen.findByText('Bekräftar betalningen…')).toBeVisible();
    const checks = () => polls(requests, `/api/sites/${SITE}/payment/stripe/card_1`);
    expect(checks()).toBe(1);
    await advance(2900);
    expect(checks()).toBe(1);
    await advance(100);
    expect(checks()).toBe(2);
    await advance(3000);
    expect(checks()).toBe(3);
    expect(onPaid).toHaveBeenCalledWith('card_1');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("shows the card provider's message for a declined card and keeps the form", async () => {
    cardServer([false], () => jsonResponse({ ok: false, message: 'Ditt kort nekades.' }));
    await payByCard('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ditt kort nekades.');
    expect(screen.getByLabelText('Kortnummer')).toBeVisible();
  });

  it("types like Stripe's card form: the number grouped, '1230' as 12/30, a past expiry refused", async () => {
    const requests = cardServer([true]);
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Kort' }));
    const number = await screen.findByLabelText('Kortnummer');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = screen.getByLabelText('Giltigt till');
    await user.type(expiry, '1230');
    expect(expiry).toHaveValue('12/30');
    await user.clear(expiry);
    await user.type(expiry, '0120');
    expect(expiry).toHaveValue('01/20');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Betala med kort' }));
    expect(screen.getByText('Kortets utgångsdatum har redan passerat.')).toBeVisible();
    expect(expiry).toBeInvalid();
    expect(requests.filter((request) => request.path === '/dev/card/confirm')).toHaveLength(0);
  });

  it("clears the provider's refusal once the card is changed", async () => {
    cardServer([false], () => jsonResponse({ ok: false, message: 'Ditt kort nekades.' }));
    const { user } = await payByCard('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ditt kort nekades.');
    await user.type(screen.getByLabelText('Kortnummer'), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives up after 150000 ms with its message', async () => {
    cardServer([false]);
    const { onPaid } = await payByCard('4000 0000 0000 3220');
    await screen.findByText('Bekräftar betalningen…');
    await advance(147_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(3_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('Betalningen tog för lång tid att bekräfta.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("says so when the payment cannot be started, with the server's answer in the error dialog", async () => {
    mockFetch(({ path }) =>
      path === `/api/sites/${SITE}/payment/stripe`
        ? errorResponse(409, 'ADDRESS_UNAVAILABLE', 'Adressen används redan av en annan sida.')
        : undefined,
    );
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Kort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(dialog).toHaveTextContent('Kortbetalningen kunde inte startas.');
    expect(dialog).toHaveTextContent('Adressen används redan av en annan sida.');
    // The modal error dialog hides the payment dialog from the accessibility tree while it is open.
    const alert = screen.getByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Kortbetalningen kunde inte startas. Försök igen om en stund.');
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('offers the log-in button when the session has ended while checking the payment', async () => {
    mockFetch(({ method, path }) => {
      if (method === 'POST' && path === `/api/sites/${SITE}/payment/stripe`) return jsonResponse(SESSION);
      if (method === 'POST' && path === '/dev/card/confirm') return jsonResponse({ ok: true });
      if (path === `/api/sites/${SITE}/payment/stripe/card_1`)
        return errorResponse(403, 'NOT_LOGGED_IN', 'Du är inte inloggad.');
      return undefined;
    });
    await payByCard();
    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(dialog).toHaveTextContent('Du är inte inloggad.');
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
  });
});

describe('paying a print order (000 §7 "/api/orders/{orderId}/payment/…")', () => {
  const ORDER = 'order-1';

  function renderOrderDialog(onPaid = vi.fn()) {
    const rendered = renderOwnerScreen(
      'redigera/:siteId/*',
      <PaymentDialog
        open
        onOpenChange={() => {}}
        title="Inbjudningskort, 100 st"
        purchase={{ orderId: ORDER, priceOre: 155900 }}
        onPaid={onPaid}
      />,
      { path: `/redigera/${SITE}/` },
    );
    return { ...rendered, onPaid };
  }

  it('shows the order total and pays it by card through the order’s own calls', async () => {
    const requests = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === `/api/orders/${ORDER}/payment/stripe`) return jsonResponse(SESSION);
      if (method === 'POST' && path === '/dev/card/confirm') return jsonResponse({ ok: true });
      if (path === `/api/orders/${ORDER}/payment/stripe/card_1`)
        return jsonResponse({ paymentConfirmed: true });
      return undefined;
    });
    const { user, onPaid } = renderOrderDialog();
    expect(screen.getByText('1 559 kr')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Kort' }));
    await user.type(await screen.findByLabelText('Kortnummer'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Giltigt till'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Betala med kort' }));
    await advance(100);
    expect(onPaid).toHaveBeenCalledWith('card_1');
    expect(requests.find((request) => request.path === `/api/orders/${ORDER}/payment/stripe`)?.body).toEqual(
      {},
    );
    expect(requests.some((request) => request.path.startsWith('/api/sites/'))).toBe(false);
  });

  it('pays it with Swish, sending only the payer’s number', async () => {
    const requests = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === `/api/orders/${ORDER}/payment/swish`) {
        return jsonResponse({ swishId: 'swish_9' });
      }
      if (path === '/api/swishPayments/swish_9') return jsonResponse({ swishId: 'swish_9', status: 'PAID' });
      return undefined;
    });
    const { user, onPaid } = renderOrderDialog();
    await user.type(screen.getByLabelText('Swish-nummer'), '0701234567');
    await user.click(screen.getByRole('button', { name: 'Betala med Swish' }));
    await advance(5000);
    expect(onPaid).toHaveBeenCalledWith('swish_9');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      payerAlias: '46701234567',
    });
  });
});
