import { describe, expect, it } from 'vitest';
import { decodeSheetBytes } from './decode-sheet-bytes';

/** 'Namn;E-post / Åsa Öberg;asa@example.se / Søren Bæk;' as Swedish or Danish Excel saves it (Windows-1252). */
const EXCEL_CSV = Uint8Array.from([
  ...[0x4e, 0x61, 0x6d, 0x6e, 0x3b, 0x45, 0x2d, 0x70, 0x6f, 0x73, 0x74, 0x0d, 0x0a],
  ...[0xc5, 0x73, 0x61, 0x20, 0xd6, 0x62, 0x65, 0x72, 0x67, 0x3b],
  ...new TextEncoder().encode('asa@example.se\r\n'),
  ...[0x53, 0xf8, 0x72, 0x65, 0x6e, 0x20, 0x42, 0xe6, 0x6b, 0x3b, 0x0d, 0x0a],
]);

describe('decodeSheetBytes', () => {
  it('reads a CSV file saved by Swedish or Danish Excel (Windows-1252) with its letters intact', () => {
    expect(decodeSheetBytes(EXCEL_CSV)).toBe('Namn;E-post\r\nÅsa Öberg;asa@example.se\r\nSøren Bæk;\r\n');
  });

  it('reads a UTF-8 file as UTF-8, its byte order mark dropped', () => {
    expect(decodeSheetBytes(new TextEncoder().encode('\uFEFFNamn;Gäster\nÅsa Öberg;Åsa, Örjan\n'))).toBe(
      'Namn;Gäster\nÅsa Öberg;Åsa, Örjan\n',
    );
  });
});
