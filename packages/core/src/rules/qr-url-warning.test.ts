import { describe, expect, it } from 'vitest';
import type { PrintContentItem } from '../schemas/print';
import { qrUrlToVerify } from './qr-url-warning';

const qr = (url: string, hidden = false): PrintContentItem => ({
  id: 'qr1',
  page: 2,
  position: 'qr',
  contentType: 'qr',
  properties: { url, hidden },
});

describe("the order's QR url warning (002 §5 'Verifiera url i QR-kod')", () => {
  it('warns when the QR goes elsewhere than the site address', () => {
    expect(qrUrlToVerify({ content: [qr('https://other.example/page')] }, 'anna.brollopssidan.se')).toBe(
      'https://other.example/page',
    );
  });

  it('is quiet when the QR goes to the site, however the address is written', () => {
    for (const url of [
      'anna.brollopssidan.se',
      'https://anna.brollopssidan.se/',
      'HTTP://www.Anna.brollopssidan.se',
    ])
      expect(qrUrlToVerify({ content: [qr(url)] }, 'anna.brollopssidan.se')).toBeNull();
  });

  it('is quiet without a visible QR or without a site address', () => {
    expect(
      qrUrlToVerify({ content: [qr('https://other.example', true)] }, 'anna.brollopssidan.se'),
    ).toBeNull();
    expect(qrUrlToVerify({ content: [] }, 'anna.brollopssidan.se')).toBeNull();
    expect(qrUrlToVerify({ content: [qr('https://other.example')] }, null)).toBeNull();
  });
});
