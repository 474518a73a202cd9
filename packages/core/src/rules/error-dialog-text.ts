/** What the error dialog knows about a failure: the answer's parsed body, if any, and the error's own text. */
export interface ErrorDialogSource {
  /** The parsed JSON body of the failed answer (usually the standard error response), if there was one. */
  responseBody?: unknown;
  /** The error's own message. */
  errorText?: string | null;
  /** The language the reader reads: the guest's site language or the owner's interface language. */
  language?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The body of the error dialog (`000` §2.6): the error response's `errorDescription` in the reader's
 * language, else in English, else in Swedish (as `000` §3 reads translatable text; issue 39 item 3), else the
 * response's `message`, else the error's own text. Undefined when none is there; the dialog then shows the
 * fallback 'Ett okänt fel har uppstått.' in the interface language. Empty texts count as missing, and a body
 * that is not a complete standard error response still gives what it has.
 */
export function errorDialogText({
  responseBody,
  errorText,
  language,
}: ErrorDialogSource): string | undefined {
  const body = isRecord(responseBody) ? responseBody : {};
  const description = isRecord(body.errorDescription) ? body.errorDescription : {};
  return (
    (language === undefined ? undefined : nonEmptyText(description[language])) ??
    nonEmptyText(description.en) ??
    nonEmptyText(description.sv) ??
    nonEmptyText(body.message) ??
    nonEmptyText(errorText)
  );
}
