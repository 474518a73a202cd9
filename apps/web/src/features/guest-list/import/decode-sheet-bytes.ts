/**
 * The text of an uploaded CSV file: UTF-8 when its bytes are valid UTF-8, else Windows-1252, which Swedish
 * and Danish Excel use for "CSV (semicolon separated)" — read as UTF-8 'Åsa Öberg' would become '�sa �berg'.
 */
export function decodeSheetBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
