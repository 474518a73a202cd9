import { errorDialogText } from '@eventsite/core/rules/error-dialog-text';
import { ExclamationMarkIcon } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { isApiError, isApiErrorWithCode, needsLogIn } from '../../lib/api-client';
import { Button, buttonClassName } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';
import styles from './error-dialog.module.css';
import { paths } from '../../lib/paths';

export interface ShowErrorOptions {
  /** A localised sentence naming what failed, shown above the server's text (e.g. 'Inloggningen misslyckades.'). */
  summary?: string;
}

interface ShownError extends ShowErrorOptions {
  id: number;
  error: unknown;
}

type ShowError = (error: unknown, options?: ShowErrorOptions) => void;

const ErrorDialogContext = createContext<ShowError | null>(null);

/** Opens the error dialog (`000` §2.6) for an error; an error that was dismissed once is never shown again. */
export function useErrorDialog(): ShowError {
  const showError = useContext(ErrorDialogContext);
  if (!showError) throw new Error('useErrorDialog is used outside an ErrorDialogProvider');
  return showError;
}

/**
 * Opens the error dialog when a screen's load fails (`000` §8: errors are shown in the error dialog with the
 * server's answer), so a logged-out owner is offered the log-in button instead of leaving the screen waiting.
 */
export function useLoadErrorDialog(error: unknown, summary: string): void {
  const showError = useErrorDialog();
  useEffect(() => {
    if (error) showError(error, { summary });
  }, [error, summary, showError]);
}

/** Holds the errors waiting to be shown and shows them one at a time. It needs a router (the log-in link). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<ShownError[]>([]);
  // Errors are told apart by identity: the same error object reported again (a re-render, a retry of the
  // same failure) is the same error, and a dismissed one stays dismissed.
  const dismissed = useRef(new WeakSet<object>());
  const nextId = useRef(0);

  const showError = useCallback<ShowError>((error, options = {}) => {
    if (typeof error === 'object' && error !== null && dismissed.current.has(error)) return;
    setQueue((current) => {
      if (current.some((shown) => shown.error === error)) return current;
      nextId.current += 1;
      return [...current, { id: nextId.current, error, ...options }];
    });
  }, []);

  const dismiss = useCallback(() => {
    setQueue(([first, ...rest]) => {
      if (first && typeof first.error === 'object' && first.error !== null)
        dismissed.current.add(first.error);
      return rest;
    });
  }, []);

  const current = queue[0];

  return (
    <ErrorDialogContext.Provider value={showError}>
      {children}
      {current !== undefined && <ErrorDialog key={current.id} shown={current} onDismiss={dismiss} />}
    </ErrorDialogContext.Provider>
  );
}

function ErrorDialog({ shown, onDismiss }: { shown: ShownError; onDismiss: () => void }) {
  const intl = useIntl();
  const { error, summary } = shown;
  const text =
    errorDialogText({
      responseBody: isApiError(error) ? error.body : undefined,
      errorText: error instanceof Error ? error.message : typeof error === 'string' ? error : undefined,
      language: intl.locale,
    }) ?? intl.formatMessage({ id: 'errorDialog.unknownError' });
  const offersLogIn = needsLogIn(error);
  // A taken mail's text says "log in instead": offer that beside closing to try another address.
  const mailTaken = isApiErrorWithCode(error, 'MAIL_TAKEN');

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      tone="danger"
      icon={<ExclamationMarkIcon size={24} strokeWidth={2.5} />}
      title={intl.formatMessage({ id: 'errorDialog.title' })}
      actions={
        offersLogIn ? (
          <RouterLink to={paths.login} onClick={onDismiss} className={buttonClassName({ fullWidth: true })}>
            <FormattedMessage id="errorDialog.logIn" />
          </RouterLink>
        ) : mailTaken ? (
          <>
            <DialogClose asChild>
              <Button variant="secondary" fullWidth>
                <FormattedMessage id="errorDialog.close" />
              </Button>
            </DialogClose>
            <RouterLink to={paths.login} onClick={onDismiss} className={buttonClassName({ fullWidth: true })}>
              <FormattedMessage id="errorDialog.logIn" />
            </RouterLink>
          </>
        ) : (
          <DialogClose asChild>
            <Button fullWidth>
              <FormattedMessage id="errorDialog.close" />
            </Button>
          </DialogClose>
        )
      }
    >
      {summary !== undefined && <p className={styles.summary}>{summary}</p>}
      <p>{text}</p>
    </Dialog>
  );
}
