import { mailSchema } from '../api/accounts';
import { isSiteLanguageCode, type SiteLanguageCode } from '../constants/languages';
import {
  HOUSEHOLD_NAME_MAX,
  MAX_HOUSEHOLD_MEMBERS,
  MAX_HOUSEHOLD_TAGS,
  type HouseholdInput,
  type HouseholdRowProblem,
} from '../schemas/household';
import { foldName } from './fold-name';

const COLUMNS = ['name', 'members', 'mail', 'phone', 'language', 'tags'] as const;
type Column = (typeof COLUMNS)[number];

/** Headings the owner's sheet may use, in Swedish, English and Danish, folded. */
const HEADINGS: Record<Column, readonly string[]> = {
  name: ['namn', 'name', 'navn', 'hushall', 'household', 'husstand', 'familj', 'family', 'familie'],
  members: ['gaster', 'guests', 'gaester', 'medlemmar', 'members', 'medlemmer', 'personer', 'people'],
  mail: ['e post', 'epost', 'mail', 'e mail', 'email', 'mejl', 'e mailadresse', 'mailadress'],
  phone: ['telefon', 'phone', 'mobil', 'mobile', 'tlf', 'telefonnummer'],
  language: ['sprak', 'language', 'sprog'],
  tags: ['taggar', 'tags', 'tag', 'grupp', 'group', 'gruppe'],
};

/** Language names as owners write them, folded, for the languages most sites offer. */
const LANGUAGE_NAMES: Record<string, SiteLanguageCode> = {
  svenska: 'sv',
  swedish: 'sv',
  svensk: 'sv',
  engelska: 'en',
  english: 'en',
  engelsk: 'en',
  danska: 'da',
  danish: 'da',
  dansk: 'da',
  norska: 'no',
  norwegian: 'no',
  norsk: 'no',
  finska: 'fi',
  finnish: 'fi',
  finsk: 'fi',
  tyska: 'de',
  german: 'de',
  tysk: 'de',
  deutsch: 'de',
};

/** One row of the sheet as it will be imported: the household, or what is wrong with the row. */
export interface HouseholdSheetRow {
  /** The row's line in the sheet, 1 being the first. */
  line: number;
  household: HouseholdInput | null;
  problems: HouseholdRowProblem[];
}

function headingColumn(cell: string): Column | null {
  const folded = foldName(cell);
  return COLUMNS.find((column) => HEADINGS[column].includes(folded)) ?? null;
}

/** Which cell holds what: from a heading row when the first row is one, else name, members, mail, phone, language, tags. */
function readHeadings(first: readonly string[]): { columns: (Column | null)[]; hasHeadings: boolean } {
  const columns = first.map(headingColumn);
  if (columns.includes('name')) return { columns, hasHeadings: true };
  return { columns: [...COLUMNS], hasHeadings: false };
}

function splitList(text: string, separators: RegExp): string[] {
  return text
    .split(separators)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function readLanguage(cell: string, siteLanguages: readonly SiteLanguageCode[]): SiteLanguageCode | null {
  const first = siteLanguages[0];
  if (cell.trim() === '') return first ?? null;
  const folded = foldName(cell);
  const code = isSiteLanguageCode(folded) ? folded : LANGUAGE_NAMES[folded];
  return code !== undefined && siteLanguages.includes(code) ? code : null;
}

function readRow(
  cells: Partial<Record<Column, string>>,
  line: number,
  siteLanguages: readonly SiteLanguageCode[],
): HouseholdSheetRow {
  const problems: HouseholdRowProblem[] = [];
  const name = (cells.name ?? '').trim();
  const memberCell = cells.members ?? '';
  // A row with only a name is a household of one, e.g. 'Anna Svensson'.
  const members = memberCell.trim() === '' ? [name] : splitList(memberCell, /[,;\n&+]| och | and | og /iu);
  const mailCell = (cells.mail ?? '').trim();
  const parsedMail = mailSchema.safeParse(mailCell);
  const mail = mailCell === '' ? '' : parsedMail.success ? parsedMail.data : null;
  const phone = (cells.phone ?? '').trim();
  const language = readLanguage(cells.language ?? '', siteLanguages);
  const tags = splitList(cells.tags ?? '', /[,;]/u);

  if (name === '') problems.push('nameMissing');
  if (members.length > MAX_HOUSEHOLD_MEMBERS) problems.push('tooManyMembers');
  if (mail === null) problems.push('mailInvalid');
  if (language === null) problems.push('languageUnknown');
  if (
    [name, ...members].some((text) => text.length > HOUSEHOLD_NAME_MAX) ||
    phone.length > 40 ||
    tags.length > MAX_HOUSEHOLD_TAGS ||
    tags.some((tag) => tag.length > 50)
  ) {
    problems.push('tooLong');
  }
  if (problems.length > 0 || language === null || mail === null) return { line, household: null, problems };
  return {
    line,
    household: {
      name,
      members,
      mail,
      phone,
      language,
      tags,
      events: null,
    },
    problems,
  };
}

/**
 * The households a pasted or uploaded sheet describes, row by row (issue 21, item 1): a heading row in
 * Swedish, English or Danish places the columns, otherwise they are name, members, mail, phone, language,
 * tags. Members are separated by commas, semicolons, '&' or 'och'/'and'/'og'; an empty language is the
 * site's first. Empty rows are left out without a word.
 */
export function readHouseholdSheet(
  rows: readonly (readonly string[])[],
  siteLanguages: readonly SiteLanguageCode[],
): HouseholdSheetRow[] {
  const first = rows[0];
  if (first === undefined) return [];
  const { columns, hasHeadings } = readHeadings(first);
  const read: HouseholdSheetRow[] = [];
  rows.forEach((row, index) => {
    if ((hasHeadings && index === 0) || row.every((cell) => cell.trim() === '')) return;
    const cells: Partial<Record<Column, string>> = {};
    row.forEach((cell, position) => {
      const column = columns[position];
      if (column && cells[column] === undefined) cells[column] = cell;
    });
    read.push(readRow(cells, index + 1, siteLanguages));
  });
  return read;
}
