import { Suspense, useState, type ReactNode } from 'react';
import { DEFAULT_SHOW_FORM_BUTTON_TEXT } from '@eventsite/core/constants/default-texts';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormModule } from '@eventsite/core/schemas/site-modules';
import { RichText } from '../../components/rich-text/rich-text';
import { Spinner } from '../../components/ui/spinner';
import type { ModuleViewProps } from '../module-context';
import { moduleText } from '../module-texts';
import { formDataOf, type FormAnswers } from '../shared/form-answers';
import { FormLoading } from '../shared/form-loading';
import {
  fetchPostKey,
  sendFormSubmission,
  serverErrorText,
  submissionLanguage,
} from '../shared/guest-submission';
import { LazyGuestForm, LazyOutcomeDialog, preloadFormParts } from '../shared/lazy-form-parts';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import panel from '../shared/module-panel.module.css';
import type { FormOutcome } from '../shared/outcome-dialog';

export interface FormStartProps extends ModuleViewProps<FormModule> {
  /** Fetches a post key and shows the form (`001` §4). */
  onShowForm?: () => void;
  /** The post key is being fetched. */
  loading?: boolean;
  /** The open form, shown in place of the show-form button. */
  children?: ReactNode;
}

/** The form module: title, text, and the show-form button or the open form (`001` §4). */
export function FormStart({ module, context, onShowForm, loading = false, children }: FormStartProps) {
  const { language } = context;
  const title = translateText(module.title, language);
  const text = translateRichText(module.text, language);
  const buttonText =
    translateText(module.showFormButton, language) || translateText(DEFAULT_SHOW_FORM_BUTTON_TEXT, language);
  return (
    <div className={panel.panel}>
      <ModuleHeading title={title} />
      <RichText document={text} />
      {children ?? (
        <div className={layout.actions}>
          <button
            type="button"
            className={layout.button}
            onClick={onShowForm}
            disabled={loading}
            aria-busy={loading || undefined}
          >
            {loading && <Spinner size="small" />}
            {buttonText}
          </button>
        </div>
      )}
      {context.mode === 'EDIT' && module.form.formElements.length === 0 && (
        <p className={panel.hint}>{moduleText('formEmpty', language)}</p>
      )}
    </div>
  );
}

/** A form guests fill in and send (`001` "Form module"), starting from its show-form button. */
export function FormView({ module, context }: ModuleViewProps<FormModule>) {
  const { language, site } = context;
  const [postKey, setPostKey] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const elements = module.form.formElements;

  const showForm = async () => {
    preloadFormParts();
    setLoading(true);
    try {
      setPostKey(await fetchPostKey('form-submissions'));
    } catch (error) {
      setOutcome({
        type: 'ERROR',
        description: moduleText('formLoadFailed', language),
        serverText: serverErrorText(error),
      });
    } finally {
      setLoading(false);
    }
  };

  const send = async () => {
    if (postKey === null || sending) return;
    if (context.mode === 'EDIT') {
      setOutcome({ type: 'EDIT_MODE' });
      return;
    }
    setSending(true);
    try {
      const suspectedBot = await sendFormSubmission(site._id, {
        formElements: formDataOf(elements, answers),
        postKey,
        formId: module.id,
        language: submissionLanguage(language),
        formTitle: module.title,
      });
      setOutcome({ type: suspectedBot ? 'SPAM' : 'SUCCESS' });
      setAnswers({});
      setPostKey(null);
    } catch (error) {
      setOutcome({
        type: 'ERROR',
        description: moduleText('formSendFailed', language),
        serverText: serverErrorText(error),
      });
    } finally {
      setSending(false);
    }
  };

  const sendText = translateText(module.sendButton, language);
  return (
    <>
      <FormStart module={module} context={context} onShowForm={() => void showForm()} loading={loading}>
        {postKey === null ? undefined : (
          <Suspense fallback={<FormLoading language={language} />}>
            <LazyGuestForm
              elements={elements}
              sections={[{ answers }]}
              onAnswer={(_, elementId, answer) =>
                setAnswers((current) => ({ ...current, [elementId]: answer }))
              }
              onSend={() => void send()}
              sendText={sendText}
              sending={sending}
              language={language}
            />
          </Suspense>
        )}
      </FormStart>
      {outcome !== null && (
        <Suspense fallback={null}>
          <LazyOutcomeDialog
            outcome={outcome}
            language={language}
            confirmationTitle={translateText(module.confirmationTitle, language)}
            confirmationText={translateText(module.confirmationText, language)}
            onClose={() => setOutcome(null)}
          />
        </Suspense>
      )}
    </>
  );
}
