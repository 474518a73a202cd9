import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { reportError, Severity } from './report-error';

/**
 * A 4xx answer is the server telling the user something (wrong password, expired link, not logged in): the
 * screen shows it, and the server already knows. Everything else is a fault worth a log line.
 */
function isExpectedAnswer(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

function reportUnexpected(error: unknown): void {
  if (!isExpectedAnswer(error)) reportError(error, Severity.error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportUnexpected }),
    // A mutation with `meta.logFailure: false` logs its failures itself, with what it was doing.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.logFailure !== false) reportUnexpected(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isExpectedAnswer(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
