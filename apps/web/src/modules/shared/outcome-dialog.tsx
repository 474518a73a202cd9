import type { ReactNode } from 'react';
import { moduleText } from './module-texts';
import { ModuleDialog, ModuleDialogClose } from './module-dialog';
import layout from './module-layout.module.css';

/** How sending a form or an RSVP ended, or why it could not start (`001` §4, §8). */
export type FormOutcome =
  | { type: 'SUCCESS' }
  | { type: 'SPAM' }
  | { type: 'EDIT_MODE' }
  /** `description` says what failed; `serverText` is the server's own explanation, when it gave one. */
  | { type: 'ERROR'; description: string; serverText?: string };

export interface OutcomeDialogProps {
  outcome: FormOutcome;
  language: string;
  /** The module's confirmation title and text, already read in the site language. */
  confirmationTitle: string;
  confirmationText: string;
  /** The robot error's title when the module has its own (the older RSVP, `001` §8). */
  spamTitle?: string;
  onClose: () => void;
  /** Where focus goes on close when the send button that opened the dialog is gone. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** A way on under the texts, e.g. a note to the hosts after the guest list refused an RSVP. */
  children?: ReactNode;
}

function contentOf({
  outcome,
  language,
  confirmationTitle,
  confirmationText,
  spamTitle,
}: OutcomeDialogProps) {
  switch (outcome.type) {
    case 'SUCCESS':
      return { title: confirmationTitle, texts: [confirmationText] };
    case 'SPAM':
      return {
        title: spamTitle ?? moduleText('spamTitle', language),
        texts: [moduleText('spamText', language)],
      };
    case 'EDIT_MODE':
      return { title: moduleText('editModeTitle', language), texts: [moduleText('editModeForm', language)] };
    case 'ERROR':
      return {
        title: moduleText('errorTitle', language),
        texts: [outcome.description, outcome.serverText ?? ''],
      };
  }
}

/** The dialog after a send: thanks, a suspected bot, review mode or a failure (`001` §4, §8). */
export function OutcomeDialog(props: OutcomeDialogProps) {
  const { outcome, language, onClose, returnFocusTo, children } = props;
  const { title, texts } = contentOf(props);
  return (
    <ModuleDialog
      title={title}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      closeLabel={moduleText('close', language)}
      tone={outcome.type === 'SUCCESS' || outcome.type === 'EDIT_MODE' ? 'neutral' : 'danger'}
      actions={<ModuleDialogClose className={layout.button}>{moduleText('ok', language)}</ModuleDialogClose>}
    >
      {texts
        .filter((text) => text !== '')
        .map((text) => (
          <p key={text}>{text}</p>
        ))}
      {children}
    </ModuleDialog>
  );
}
