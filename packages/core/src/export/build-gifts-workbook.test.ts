import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Gift } from '../api/gifts';
import { buildGiftsWorkbook, type GiftsWorkbookTexts } from './build-gifts-workbook';

const TEXTS: GiftsWorkbookTexts = {
  sheet: 'Gåvor',
  household: 'Hushåll',
  from: 'Från',
  what: 'Gåva',
  amount: 'Belopp (kr)',
  greeting: 'Hälsning',
  thanked: 'Tackat',
  note: 'Anteckning',
  yes: 'Ja',
  quantity: (count) => `× ${count}`,
};

function gift(overrides: Partial<Gift>): Gift {
  return {
    _id: 'gift',
    kind: 'money',
    itemId: 'pot',
    title: 'Bröllopsresan',
    from: '',
    householdId: null,
    householdName: null,
    amount: null,
    quantity: null,
    greeting: '',
    createdAt: '2031-06-01T10:00:00.000Z',
    thanked: false,
    note: '',
    ...overrides,
  };
}

async function rowsOf(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet('Gåvor')?.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: 7 }, (_, index) => values[index] ?? ''));
  });
  return rows;
}

describe('buildGiftsWorkbook', () => {
  it('lists every gift under the headers, grouped by household, amounts in kronor and the thanked tick', async () => {
    const rows = await rowsOf(
      await buildGiftsWorkbook(
        [
          gift({ _id: 'a', from: 'Okänd gäst', amount: 50000, greeting: 'Grattis!' }),
          gift({
            _id: 'b',
            kind: 'reservation',
            title: 'Kastrull',
            from: 'Moster Eva',
            householdId: 'h-2',
            householdName: 'Familjen Svensson',
            amount: 150000,
            quantity: 3,
            thanked: true,
            note: 'Kort skickat',
            createdAt: '2031-06-02T10:00:00.000Z',
          }),
          gift({
            _id: 'c',
            kind: 'manual',
            itemId: null,
            title: 'Vas',
            from: 'Anna',
            householdId: 'h-1',
            householdName: 'Familjen Andersson',
          }),
        ],
        TEXTS,
      ),
    );
    expect(rows).toEqual([
      ['Hushåll', 'Från', 'Gåva', 'Belopp (kr)', 'Hälsning', 'Tackat', 'Anteckning'],
      ['Familjen Andersson', 'Anna', 'Vas', '', '', '', ''],
      ['Familjen Svensson', 'Moster Eva', 'Kastrull × 3', 1500, '', 'Ja', 'Kort skickat'],
      ['', 'Okänd gäst', 'Bröllopsresan', 500, 'Grattis!', '', ''],
    ]);
  });

  it('has the headers alone for an empty list', async () => {
    expect(await rowsOf(await buildGiftsWorkbook([], TEXTS))).toEqual([
      ['Hushåll', 'Från', 'Gåva', 'Belopp (kr)', 'Hälsning', 'Tackat', 'Anteckning'],
    ]);
  });
});
