import { useState } from 'react';
import type { ModuleContext } from '../module-context';
import { serverErrorText } from './guest-submission';
import type { FormOutcome } from './outcome-dialog';

/** What a failed call shows the guest: what failed, and the server's own words in the guest's language. */
export function errorOutcome(description: string, error: unknown, language: string): FormOutcome {
  return { type: 'ERROR', description, serverText: serverErrorText(error, language) };
}

/**
 * Sending a guest's answers and how it ended (`001` §4): one send at a time; in edit mode the owner sends
 * nothing and is told so (EDIT_MODE); otherwise SUCCESS or SPAM, or ERROR with `failedText`.
 */
export function useGuestSend({ mode, language }: Pick<ModuleContext, 'mode' | 'language'>) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  /** `send` is true when the server suspects a bot; `onSent` and `onFailed` clear or keep the answers. */
  const sendAnswers = async (
    send: () => Promise<boolean>,
    failedText: string,
    onSent: () => void,
    onFailed?: (error: unknown) => void,
  ) => {
    if (sending) return;
    if (mode !== 'PUBLIC') {
      setOutcome({ type: 'EDIT_MODE' });
      return;
    }
    setSending(true);
    try {
      const suspectedBot = await send();
      setOutcome({ type: suspectedBot ? 'SPAM' : 'SUCCESS' });
      onSent();
    } catch (error) {
      onFailed?.(error);
      setOutcome(errorOutcome(failedText, error, language));
    } finally {
      setSending(false);
    }
  };

  return { sending, outcome, setOutcome, sendAnswers };
}
