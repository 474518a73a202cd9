import { Suspense, useRef, useState } from 'react';
import type { FormDataElement, FormElement } from '@eventsite/core/schemas/form';
import type { RichTextDocument } from '@eventsite/core/schemas/rich-text';
import { RichText } from '../../components/rich-text/rich-text';
import { Spinner } from '../../components/ui/spinner';
import type { ModuleContext } from '../module-context';
import { moduleText } from './module-texts';
import { formDataOf, type FormAnswers } from './form-answers';
import { FormLoading } from './form-loading';
import { LazyGuestForm, LazyOutcomeDialog, preloadFormParts, preloadOutcomeDialog } from './lazy-form-parts';
import layout from './module-layout.module.css';
import { ModuleHeading } from './module-heading';
import { AnswerWithoutScript, NeedsJavaScript } from './needs-javascript';
import panel from './module-panel.module.css';
import { useGuestSend } from './use-guest-send';
import { usePostKey } from './use-post-key';
import { usePrefetchNearViewport } from './use-prefetch-near-viewport';

/** The texts of a form module, already read in the site language. */
interface SendableFormTexts {
  title: string;
  text: RichTextDocument | null;
  showFormButton: string;
  sendButton: string;
  confirmationTitle: string;
  confirmationText: string;
}

export interface SendableFormProps {
  context: ModuleContext;
  texts: SendableFormTexts;
  elements: readonly FormElement[];
  /** Sends the answers with the post key; true when the server suspects a bot. */
  send: (formElements: FormDataElement[], postKey: string) => Promise<boolean>;
  /** What the owner reads in edit mode while the form asks nothing yet. */
  emptyHint: string;
  /** The error when the answers are not sent (or no post key came for them); the Form module's by default. */
  failureTexts?: { send: string };
  /** The server's answer page for a guest without JavaScript (issue 40); without it they are told to turn it on. */
  answerPageHref?: string;
}

/**
 * A module guests fill in and send, starting from its show-form button (`001` §4 "Form module", "Speech
 * sign-up"): the button fetches a post key and opens the form (once its code is there, without waiting for
 * the key: the send does), a send shows SUCCESS or SPAM (or EDIT_MODE for the owner, who sends nothing), and
 * afterwards the answers and the key are gone and the button is back.
 */
export function SendableForm({
  context,
  texts,
  elements,
  send,
  emptyHint,
  failureTexts,
  answerPageHref,
}: SendableFormProps) {
  const { language } = context;
  const failures = failureTexts ?? { send: moduleText('formSendFailed', language) };
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const { sending, outcome, setOutcome, sendAnswers } = useGuestSend(context);
  const { fetchKey, takeKey } = usePostKey('form-submissions');
  // The show-form button leaves when the form opens and comes back after a send: keyboard focus follows
  // into the form, and back to the button when the guest closes the confirmation (issue 39 item 11).
  const showFormButton = useRef<HTMLButtonElement | null>(null);
  // The form's code comes while the guest scrolls towards it, so a tap finds it there (issue 40).
  const panelRef = usePrefetchNearViewport<HTMLDivElement>(() => void preloadFormParts());

  /** On a press or focus, before the click: the form's code and its post key start on their way. */
  const startOpening = () => {
    void preloadFormParts();
    void fetchKey();
  };

  // The form opens as soon as its code is there; its post key comes meanwhile and the send waits for it.
  const showForm = async () => {
    const key = fetchKey();
    setLoading(true);
    await preloadFormParts();
    setLoading(false);
    setOpen(true);
    // How a send ended loads after what the guest waits for, not beside it on a slow link.
    void key.then(preloadOutcomeDialog);
  };

  const submit = async () => {
    await sendAnswers(
      async () => send(formDataOf(elements, answers), await takeKey()),
      failures.send,
      () => {
        setAnswers({});
        setOpen(false);
      },
    );
  };

  return (
    <>
      <div ref={panelRef} className={panel.panel}>
        <ModuleHeading title={texts.title} />
        <RichText document={texts.text} />
        {!open ? (
          <div className={layout.actions}>
            <button
              ref={showFormButton}
              type="button"
              className={layout.button}
              onClick={() => void showForm()}
              // A press or focus comes before the click: the form's code and post key start on their way then.
              onPointerDown={startOpening}
              onFocus={startOpening}
              disabled={loading}
              aria-busy={loading || undefined}
            >
              {loading && <Spinner size="small" />}
              {texts.showFormButton}
            </button>
          </div>
        ) : (
          <Suspense fallback={<FormLoading language={language} />}>
            <LazyGuestForm
              elements={elements}
              sections={[{ answers }]}
              onAnswer={(_, elementId, answer) =>
                setAnswers((current) => ({ ...current, [elementId]: answer }))
              }
              onSend={() => void submit()}
              sendText={texts.sendButton}
              sending={sending}
              language={language}
              focusFirstField
            />
          </Suspense>
        )}
        {context.mode === 'PUBLIC' &&
          (answerPageHref === undefined ? (
            <NeedsJavaScript text={moduleText('needsJavaScriptAnswer', language)} />
          ) : (
            <AnswerWithoutScript
              href={answerPageHref}
              text={moduleText('answerWithoutJavaScript', language)}
            />
          ))}
        {context.mode === 'EDIT' && elements.length === 0 && <p className={panel.hint}>{emptyHint}</p>}
      </div>
      {outcome !== null && (
        <Suspense fallback={null}>
          <LazyOutcomeDialog
            outcome={outcome}
            language={language}
            confirmationTitle={texts.confirmationTitle}
            confirmationText={texts.confirmationText}
            onClose={() => setOutcome(null)}
            returnFocusTo={() => showFormButton.current}
          />
        </Suspense>
      )}
    </>
  );
}
