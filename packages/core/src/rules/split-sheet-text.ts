/** The separator of pasted text: a tab when a spreadsheet was copied, else the commoner of ';' and ','. */
function separatorOf(text: string): string {
  if (text.includes('\t')) return '\t';
  const firstLine = text.split('\n', 1)[0] ?? '';
  const count = (character: string) => firstLine.split(character).length;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Rows of cells from text pasted from a spreadsheet or read from a CSV file: tab, semicolon or comma
 * separated, with double-quoted cells that may hold separators, quotes ("") and line breaks.
 */
export function splitSheetText(text: string): string[][] {
  const source = text.replace(/^\uFEFF/u, '').replace(/\r\n?/gu, '\n');
  const separator = separatorOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (character === separator) {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
