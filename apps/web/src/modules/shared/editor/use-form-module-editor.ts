import { useEffect, useMemo, useState } from 'react';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { cleanRecipients } from '@eventsite/core/editor/form-recipients/clean-recipients';
import { findInvalidRecipients } from '@eventsite/core/editor/form-recipients/find-invalid-recipients';
import { recipientsOfForm } from '@eventsite/core/editor/form-recipients/recipients-of-form';
import { findMissingFormTexts } from '@eventsite/core/editor/form/find-missing-form-texts';
import { finishForm } from '@eventsite/core/editor/form/finish-form';
import { formOfModule, withModuleForm, type QuestionModule } from '@eventsite/core/editor/form/module-form';
import type { Form } from '@eventsite/core/schemas/form';
import { useEditorContext } from '../../../components/editor-ui/editor-context';
import { focusFirstInvalidField } from '../../../components/editor-ui/validation-scope';
import type { ModuleEditorProps } from './module-editor';
import { useModuleEditorDraft } from './use-module-editor-draft';

/** The tabs that can hold a problem: the questions, and the confirmation tab with the recipients. */
type FormEditorProblemTab = 'questions' | 'confirmation';

/**
 * The draft and the 'Klar' of the Form, RSVP and speech sign-up dialogs (`002` §2.3, §5): the module and its recipients
 * are edited as drafts; 'Klar' applies them only when every question and answer has its text in every site
 * language and the recipients are mail addresses, and otherwise opens the tab with the first problem and
 * shows what is missing.
 */
export function useFormModuleEditor<M extends QuestionModule>({
  module,
  site,
  onApply,
}: Pick<ModuleEditorProps<M>, 'module' | 'site' | 'onApply'>) {
  const { language } = useEditorContext();
  const languages = useMemo<SiteLanguageCode[]>(
    () => site.availableLanguages.map((entry) => entry.languageCode),
    [site.availableLanguages],
  );
  const { draft, setDraft, set, field } = useModuleEditorDraft(module, language);
  const [recipients, setRecipients] = useState<string[]>(() => recipientsOfForm(site, module.id));
  const [tab, setTab] = useState<string>('questions');
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts > 0) focusFirstInvalidField();
  }, [attempts]);

  const form = formOfModule(draft);
  const setForm = (next: Form) => setDraft((current) => withModuleForm(current, next));

  const done = () => {
    const problemTab: FormEditorProblemTab | null =
      findMissingFormTexts(form, languages).length > 0
        ? 'questions'
        : findInvalidRecipients(recipients).length > 0
          ? 'confirmation'
          : null;
    if (problemTab !== null) {
      setTab(problemTab);
      setAttempts((count) => count + 1);
      return;
    }
    onApply(withModuleForm(draft, finishForm(form)), {
      formRecipients: { formId: module.id, recipients: cleanRecipients(recipients) },
    });
  };

  return {
    draft,
    set,
    field,
    form,
    setForm,
    recipients,
    setRecipients,
    language,
    languages,
    tab,
    setTab,
    showValidation: attempts > 0,
    done,
  };
}
