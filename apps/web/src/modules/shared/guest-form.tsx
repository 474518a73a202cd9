import type { FormElement } from '@eventsite/core/schemas/form';
import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import { Form } from '../../components/ui/form';
import { Spinner } from '../../components/ui/spinner';
import { moduleText } from './module-texts';
import type { FormAnswers } from './form-answers';
import { FormElements } from './form-elements';
import styles from './guest-form.module.css';
import layout from './module-layout.module.css';

/** One set of answers in the form: the whole form, or one guest of an RSVP with its heading. */
export interface GuestFormSection {
  heading?: string;
  answers: FormAnswers;
  /** Asked after the form's questions, e.g. the RSVP's "coming / not coming" per event. */
  extra?: ReactNode;
}

export interface GuestFormProps {
  elements: readonly FormElement[];
  sections: readonly GuestFormSection[];
  onAnswer: (sectionIndex: number, elementId: string, answer: string) => void;
  /** Runs only when every shown field is valid. */
  onSend: () => void;
  sendText: string;
  sending: boolean;
  language: string;
  /** Moves focus to the first field once the form shows, when the control that opened it is gone. */
  focusFirstField?: boolean;
  /** Shown above the send button, e.g. the RSVP's consent to share diet answers. */
  beforeSend?: ReactNode;
}

/** The form a guest fills in for a Form or RSVP module, with its send button (`001` §4, §5). */
export function GuestForm({
  elements,
  sections,
  onAnswer,
  onSend,
  sendText,
  sending,
  language,
  focusFirstField = false,
  beforeSend,
}: GuestFormProps) {
  const formId = useId();
  // Read once: the focus moves when the form first shows, never again while the guest answers.
  const focusOnOpen = useRef(focusFirstField);
  useEffect(() => {
    if (!focusOnOpen.current) return;
    document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('input, select, textarea')
      ?.focus({ preventScroll: true });
  }, [formId]);
  return (
    <Form id={formId} className={styles.form} onValidSubmit={onSend} aria-busy={sending || undefined}>
      {sections.map((section, index) =>
        section.heading === undefined ? (
          <Fragment key={index}>
            <FormElements
              elements={elements}
              answers={section.answers}
              onAnswer={(elementId, answer) => onAnswer(index, elementId, answer)}
              language={language}
            />
            {section.extra}
          </Fragment>
        ) : (
          <section key={index} className={styles.guest} aria-label={section.heading}>
            <h3 className={styles.guestHeading}>{section.heading}</h3>
            <FormElements
              elements={elements}
              answers={section.answers}
              onAnswer={(elementId, answer) => onAnswer(index, elementId, answer)}
              language={language}
            />
            {section.extra}
          </section>
        ),
      )}
      {beforeSend}
      <div className={styles.send}>
        <button type="submit" className={`${layout.button} ${styles.sendButton}`} disabled={sending}>
          {sending && <Spinner size="small" />}
          {sending ? moduleText('sending', language) : sendText}
        </button>
      </div>
    </Form>
  );
}
