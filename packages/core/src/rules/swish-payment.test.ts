import { describe, expect, it } from 'vitest';
import { SWISH_MESSAGE_MAX, swishAppLink, swishMessage, swishQrPayload } from './swish-payment';

const hosts = '46701234567';

function appLinkData(link: string): unknown {
  const prefix = 'swish://payment?data=';
  expect(link.startsWith(prefix)).toBe(true);
  return JSON.parse(decodeURIComponent(link.slice(prefix.length)));
}

describe('swishMessage', () => {
  it('keeps letters, digits, Swedish letters and the allowed signs', () => {
    expect(swishMessage('Grattis! Från Åsa & Örjan (2026): "kram"')).toBe(
      'Grattis! Från Åsa och Örjan (2026): "kram"',
    );
  });

  it('turns dashes, Danish letters and accents into their Swish twins', () => {
    expect(swishMessage('Bröllopsresan – Anna Berg')).toBe('Bröllopsresan - Anna Berg');
    expect(swishMessage('Søren Ærø')).toBe('Sören Ärö');
    expect(swishMessage('Chloé Müller')).toBe('Chloe Muller');
  });

  it('replaces other signs with a space and collapses spaces', () => {
    expect(swishMessage('Kärlek 💛 från  oss\n#bröllop')).toBe('Kärlek från oss bröllop');
    expect(swishMessage("Anna's gåva")).toBe('Anna s gåva');
  });

  it('cuts at Swish’s 50 characters', () => {
    const long = 'Bröllopsresan till Italien och Grekland - Anna-Karin Berglund';
    expect(swishMessage(long)).toHaveLength(SWISH_MESSAGE_MAX);
    expect(swishMessage(long)).toBe(long.slice(0, 50));
    expect(swishMessage(`${'a'.repeat(49)} b`)).toBe('a'.repeat(49));
  });
});

describe('swishQrPayload', () => {
  it('writes C, number, amount with two decimals and a comma, the message and lock mask 6', () => {
    expect(swishQrPayload({ number: hosts, amount: 50000, message: 'Resan' })).toBe(
      'C46701234567;500,00;Resan;6',
    );
  });

  it('writes öre after the comma and no thousands separator', () => {
    expect(swishQrPayload({ number: hosts, amount: 123450, message: '' })).toBe('C46701234567;1234,50;;6');
    expect(swishQrPayload({ number: hosts, amount: 105, message: '' })).toBe('C46701234567;1,05;;6');
  });

  it('leaves the amount empty when the guest chooses it', () => {
    expect(swishQrPayload({ number: '1231234567', amount: null, message: 'Tack' })).toBe(
      'C1231234567;;Tack;6',
    );
  });

  it('URL-encodes the message, so its spaces, letters and semicolons cannot break the fields', () => {
    const payload = swishQrPayload({
      number: hosts,
      amount: 50000,
      message: 'Bröllopsresan – Anna Berg; kram',
    });
    expect(payload).toBe('C46701234567;500,00;Br%C3%B6llopsresan%20-%20Anna%20Berg%3B%20kram;6');
    expect(payload.split(';')).toHaveLength(4);
    expect(decodeURIComponent(payload.split(';')[2] ?? '')).toBe('Bröllopsresan - Anna Berg; kram');
  });

  it('locks the payee and leaves amount (bit 1) and message (bit 2) editable', () => {
    const mask = Number(swishQrPayload({ number: hosts, amount: null, message: '' }).split(';')[3]);
    expect(mask & 1).toBe(0);
    expect(mask & 2).toBe(2);
    expect(mask & 4).toBe(4);
  });

  it('holds at most 50 characters of message', () => {
    const payload = swishQrPayload({ number: hosts, amount: null, message: 'x'.repeat(80) });
    expect(payload).toBe(`C46701234567;;${'x'.repeat(50)};6`);
  });
});

describe('swishAppLink', () => {
  it('opens Swish with the payee locked and amount and message editable', () => {
    const link = swishAppLink({ number: hosts, amount: 50000, message: 'Bröllopsresan – Anna Berg' });
    expect(appLinkData(link)).toEqual({
      version: 1,
      payee: { value: '46701234567', editable: false },
      amount: { value: 500, editable: true },
      message: { value: 'Bröllopsresan - Anna Berg', editable: true },
    });
  });

  it('gives kronor with öre as a decimal number', () => {
    const link = swishAppLink({ number: hosts, amount: 123450, message: 'x' });
    expect(appLinkData(link)).toMatchObject({ amount: { value: 1234.5, editable: true } });
  });

  it('leaves out an amount the guest chooses and an empty message', () => {
    const link = swishAppLink({ number: '1231234567', amount: null, message: ' ' });
    expect(appLinkData(link)).toEqual({
      version: 1,
      payee: { value: '1231234567', editable: false },
    });
  });

  it('is one URL: the JSON is fully encoded', () => {
    const link = swishAppLink({ number: hosts, amount: 50000, message: 'Anna & Erik?' });
    expect(link).toBe(
      'swish://payment?data=%7B%22version%22%3A1%2C%22payee%22%3A%7B%22value%22%3A%2246701234567%22%2C%22editable%22%3Afalse%7D%2C%22amount%22%3A%7B%22value%22%3A500%2C%22editable%22%3Atrue%7D%2C%22message%22%3A%7B%22value%22%3A%22Anna%20och%20Erik%3F%22%2C%22editable%22%3Atrue%7D%7D',
    );
    expect(link).not.toMatch(/[\s{}"]/);
  });

  it('cuts the message at 50 characters', () => {
    const link = swishAppLink({ number: hosts, amount: null, message: 'y'.repeat(60) });
    expect(appLinkData(link)).toMatchObject({ message: { value: 'y'.repeat(50) } });
  });
});
