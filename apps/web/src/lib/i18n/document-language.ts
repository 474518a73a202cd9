/**
 * Sets `<html lang>` when it differs. A page the server drew has it already, and writing it again, even
 * unchanged, has the browser restyle the whole page just after hydration, on a phone a long task.
 */
export function setDocumentLanguage(language: string): void {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
