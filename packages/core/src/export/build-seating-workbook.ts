import ExcelJS from 'exceljs';
import { seatedPersonKey, type SeatingPlan } from '../schemas/seating';

/** The venue sheet's words, in the owner's language. */
export interface SeatingWorkbookTexts {
  overviewSheet: string;
  table: string;
  seats: string;
  guests: string;
  name: string;
  party: string;
  diets: string;
  /** A list of a person's diet answers. */
  joinDiets: (diets: readonly string[]) => string;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF6E2D7' } };
/** Excel refuses these in a sheet name, and names longer than 31 characters. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** A sheet name Excel takes for a table, unique in the workbook ('Bord 4', 'Bord 4 (2)'); case is ignored. */
function uniqueSheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(SHEET_NAME_FORBIDDEN, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim() || '-';
  for (let index = 1; ; index += 1) {
    const suffix = index === 1 ? '' : ` (${index})`;
    const candidate = `${base.slice(0, SHEET_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) {
      taken.add(candidate.toLowerCase());
      return candidate;
    }
  }
}

/**
 * The venue's sheet (issue 35 item 3): an overview of the tables (seats, guests, how many with a diet), then
 * one worksheet per table listing its guests in seating order with their party and diet answers.
 */
export async function buildSeatingWorkbook(
  plan: Pick<SeatingPlan, 'tables' | 'guests'>,
  texts: SeatingWorkbookTexts,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const guests = new Map(plan.guests.map((guest) => [seatedPersonKey(guest), guest]));
  const taken = new Set<string>([texts.overviewSheet.toLowerCase()]);

  const overview = workbook.addWorksheet(texts.overviewSheet);
  overview.columns = [
    { header: texts.table, key: 'table', width: 28 },
    { header: texts.seats, key: 'seats', width: 10 },
    { header: texts.guests, key: 'guests', width: 10 },
    { header: texts.diets, key: 'diets', width: 14 },
  ];
  for (const table of plan.tables) {
    const diets = table.places.filter(
      (person) => (guests.get(seatedPersonKey(person))?.diets.length ?? 0) > 0,
    );
    overview.addRow({
      table: table.name,
      seats: table.seats,
      guests: table.places.length,
      diets: diets.length,
    });

    const sheet = workbook.addWorksheet(uniqueSheetName(table.name, taken));
    sheet.columns = [
      { header: texts.name, key: 'name', width: 30 },
      { header: texts.party, key: 'party', width: 30 },
      { header: texts.diets, key: 'diets', width: 50 },
    ];
    for (const person of table.places) {
      const guest = guests.get(seatedPersonKey(person));
      sheet.addRow({
        name: person.member,
        party: guest?.party ?? '',
        diets: texts.joinDiets(guest?.diets ?? []),
      });
    }
    styleHeader(sheet);
  }
  styleHeader(overview);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
