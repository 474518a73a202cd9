import type { LogEntry } from '@eventsite/core/schemas/log-entry';
import { apiRequest } from './api-client';

/** Log severities of `POST /api/logs/` (`000` §3 "Log entry"). */
export const Severity = { info: 1, warning: 2, error: 3, critical: 4, fatal: 5 } as const;
export type Severity = (typeof Severity)[keyof typeof Severity];

/** A loop that keeps failing must not flood the log (the server rate-limits it anyway). */
const MAX_REPORTS_PER_PAGE_LOAD = 20;

/** Groups the reports of one page load, so a log reader can follow one visit. */
const originId = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now());

let reportsSent = 0;

function errorObject(error: unknown): LogEntry['errorObject'] {
  if (error instanceof Error) {
    return { message: error.message.slice(0, 5000), stack: error.stack?.slice(0, 20000) };
  }
  return { message: String(error).slice(0, 5000) };
}

/**
 * Reports a client error to the server log. It never throws and never shows anything: a failing report must
 * not break the page or report itself.
 */
export function reportError(error: unknown, severity: Severity, info?: LogEntry['info']): void {
  if (reportsSent >= MAX_REPORTS_PER_PAGE_LOAD) return;
  reportsSent += 1;
  const entry: LogEntry = {
    url: window.location.href.slice(0, 2000),
    severity,
    originId,
    userAgent: navigator.userAgent.slice(0, 1000),
    errorObject: errorObject(error),
    info,
  };
  apiRequest('/api/logs/', { method: 'POST', body: entry, keepalive: true }).catch(() => undefined);
}

/** Reports errors nothing else caught: uncaught exceptions and unhandled promise rejections. */
export function listenForUncaughtErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, Severity.error);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, Severity.error);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
