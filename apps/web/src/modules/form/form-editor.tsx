import {
  DEFAULT_SEND_BUTTON_TEXT,
  DEFAULT_SHOW_FORM_BUTTON_TEXT,
} from '@eventsite/core/constants/default-texts';
import { DEFAULT_CONFIRMATION_TITLE } from '@eventsite/core/constants/default-texts';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormModule } from '@eventsite/core/schemas/site-modules';
import { EditorDialog } from '../../components/editor-ui/editor-dialog';
import { RichTextField } from '../../components/rich-text-editor/rich-text-field';
import { TranslatableTextAreaField } from '../../components/editor-ui/translatable-text-area-field';
import { TranslatableTextField } from '../../components/editor-ui/translatable-text-field';
import { ValidationScope } from '../../components/editor-ui/validation-scope';
import type { ModuleEditorProps } from '../module-editor';
import { useLanguageName } from '../shared/language-names';
import { useFormEditorText } from '../shared/module-editor-texts';
import { QuestionsEditor } from '../shared/questions-editor';
import { RecipientsEditor } from '../shared/recipients-editor';
import { useFormModuleEditor } from '../shared/use-form-module-editor';
import styles from '../shared/form-module-editor.module.css';

/** The Form module's dialog (`002` §2.3): tabs Questions, Confirmation and Buttons. */
export default function FormEditor(props: ModuleEditorProps<FormModule>) {
  const { language, onClose } = props;
  const t = useFormEditorText();
  const languageName = useLanguageName();
  const editor = useFormModuleEditor(props);
  const { draft, setDraft, showValidation } = editor;
  const placeholder = (text: Record<string, string | undefined>) => translateText(text, language);

  return (
    <EditorDialog
      title={t('form.title')}
      description={
        editor.languages.length > 1 ? t('writingIn', { language: languageName(language) }) : undefined
      }
      size="large"
      onClose={onClose}
      onDone={editor.done}
      tab={editor.tab}
      onTabChange={editor.setTab}
      tabs={[
        {
          id: 'questions',
          label: t('tab.questions'),
          content: (
            <ValidationScope showValidation={showValidation}>
              <TranslatableTextField
                label={t('form.moduleTitle')}
                value={draft.title}
                language={language}
                onChange={(title) => setDraft({ ...draft, title })}
              />
              <RichTextField
                label={t('introText')}
                value={draft.text}
                language={language}
                placeholder={t('introTextPlaceholder')}
                onChange={(text) => setDraft({ ...draft, text })}
              />
              <div className={styles.section}>
                <h3 className={styles.sectionTitle}>{t('questions.title')}</h3>
                <QuestionsEditor
                  form={draft.form}
                  onChange={editor.setForm}
                  language={language}
                  languages={editor.languages}
                  showValidation={showValidation}
                />
              </div>
            </ValidationScope>
          ),
        },
        {
          id: 'confirmation',
          label: t('tab.confirmation'),
          content: (
            <ValidationScope showValidation={showValidation}>
              <p className={styles.lead}>{t('confirmation.lead')}</p>
              <TranslatableTextField
                label={t('confirmation.title')}
                value={draft.confirmationTitle}
                language={language}
                placeholder={placeholder(DEFAULT_CONFIRMATION_TITLE)}
                onChange={(confirmationTitle) => setDraft({ ...draft, confirmationTitle })}
              />
              <TranslatableTextAreaField
                label={t('confirmation.text')}
                value={draft.confirmationText}
                language={language}
                onChange={(confirmationText) => setDraft({ ...draft, confirmationText })}
              />
              <RecipientsEditor recipients={editor.recipients} onChange={editor.setRecipients} />
            </ValidationScope>
          ),
        },
        {
          id: 'buttons',
          label: t('tab.buttons'),
          content: (
            <ValidationScope showValidation={showValidation}>
              <TranslatableTextField
                label={t('form.showFormButton')}
                hint={t('form.showFormButtonHint')}
                value={draft.showFormButton}
                language={language}
                placeholder={placeholder(DEFAULT_SHOW_FORM_BUTTON_TEXT)}
                onChange={(showFormButton) => setDraft({ ...draft, showFormButton })}
              />
              <TranslatableTextField
                label={t('sendButton')}
                hint={t('sendButtonHint')}
                value={draft.sendButton}
                language={language}
                placeholder={placeholder(DEFAULT_SEND_BUTTON_TEXT)}
                onChange={(sendButton) => setDraft({ ...draft, sendButton })}
              />
            </ValidationScope>
          ),
        },
      ]}
    />
  );
}
