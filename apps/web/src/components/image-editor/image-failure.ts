import type { IntlShape } from 'react-intl';
import type { InterfaceLanguage } from '@eventsite/core/constants/platform';
import { isApiError } from '../../lib/api-client';

/** A failed upload or crop as the dialog shows it: what failed, and the server's reason when it gave one. */
export interface ImageFailure {
  summary: string;
  detail?: string;
}

/**
 * Why a call failed, for the owner: the server's description in the interface language (else its
 * message), or a note about the connection when no answer came at all (fetch and the upload reject with a
 * TypeError then).
 */
export function failureDetail(error: unknown, intl: IntlShape): string | undefined {
  if (isApiError(error)) {
    const response = error.errorResponse;
    return response
      ? (response.errorDescription[intl.locale as InterfaceLanguage] ?? response.message)
      : undefined;
  }
  return error instanceof TypeError ? intl.formatMessage({ id: 'imageEditor.noAnswer' }) : undefined;
}

/** True for an upload that was cancelled (the dialog closed); nothing failed then. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
