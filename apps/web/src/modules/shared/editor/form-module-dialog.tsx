import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_CONFIRMATION_TITLE,
  DEFAULT_SEND_BUTTON_TEXT,
} from '@eventsite/core/constants/default-texts';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { QuestionModule } from '@eventsite/core/editor/form/module-form';
import type { FormModule, Speech2Module } from '@eventsite/core/schemas/site-modules';
import type { TranslatableText } from '@eventsite/core/schemas/translatable-text';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { TranslatableTextAreaField } from '../../../components/editor-ui/translatable-text-area-field';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { ValidationScope } from '../../../components/editor-ui/validation-scope';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import type { ModuleEditorProps } from './module-editor';
import { useFormEditorText } from './module-editor-texts';
import { QuestionsEditor } from './questions-editor';
import { RecipientsEditor } from './recipients-editor';
import type { useFormModuleEditor } from './use-form-module-editor';
import styles from './form-module-editor.module.css';

type FormModuleEditor<M extends QuestionModule> = ReturnType<typeof useFormModuleEditor<M>>;

export interface FormModuleDialogProps<M extends QuestionModule> {
  props: ModuleEditorProps<M>;
  editor: FormModuleEditor<M>;
  title: string;
  moduleTitleLabel: string;
  /** Shown first on the questions tab, e.g. the warning that answers exist. */
  notice?: ReactNode;
  questionsLead?: string;
  /** The intro text's example, when the RSVP's ('when you want answers by') does not fit the module. */
  introPlaceholder?: string;
  /** Only free-text questions, as the speech sign-up has. */
  freeTextOnly?: boolean;
  /** The module's own last tab (buttons, or the RSVP's other settings). */
  lastTab: { id: string; label: string; content: ReactNode };
}

/**
 * The dialog the Form, RSVP and speech sign-up modules share (`002` §2.3): the questions tab (title, intro text,
 * questions) and the confirmation tab (title, text, recipients), then the module's own last tab.
 */
export function FormModuleDialog<M extends QuestionModule>({
  props,
  editor,
  title,
  moduleTitleLabel,
  notice,
  questionsLead,
  introPlaceholder,
  freeTextOnly = false,
  lastTab,
}: FormModuleDialogProps<M>) {
  const { onClose } = props;
  const { language } = editor;
  const t = useFormEditorText();
  const intl = useIntl();
  const { field, showValidation } = editor;

  return (
    <EditorDialog
      title={title}
      description={editorLanguageNote(intl, props.site, language)}
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
              {notice}
              <TranslatableTextField label={moduleTitleLabel} {...field('title')} />
              <RichTextField
                label={t('introText')}
                placeholder={introPlaceholder ?? t('introTextPlaceholder')}
                {...field('text')}
              />
              <div className={styles.section}>
                <h3 className={styles.sectionTitle}>{t('questions.title')}</h3>
                {questionsLead && <p className={styles.lead}>{questionsLead}</p>}
                <QuestionsEditor
                  form={editor.form}
                  onChange={editor.setForm}
                  freeTextOnly={freeTextOnly}
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
                placeholder={translateText(DEFAULT_CONFIRMATION_TITLE, language)}
                {...field('confirmationTitle')}
              />
              <TranslatableTextAreaField label={t('confirmation.text')} {...field('confirmationText')} />
              <RecipientsEditor recipients={editor.recipients} onChange={editor.setRecipients} />
            </ValidationScope>
          ),
        },
        {
          id: lastTab.id,
          label: lastTab.label,
          content: <ValidationScope showValidation={showValidation}>{lastTab.content}</ValidationScope>,
        },
      ]}
    />
  );
}

/** The send button's text, the last field of every form module's last tab. */
export function SendButtonField<M extends QuestionModule>({ editor }: { editor: FormModuleEditor<M> }) {
  const t = useFormEditorText();
  return (
    <TranslatableTextField
      label={t('sendButton')}
      hint={t('sendButtonHint')}
      placeholder={translateText(DEFAULT_SEND_BUTTON_TEXT, editor.language)}
      {...editor.field('sendButton')}
    />
  );
}

/**
 * The Buttons tab of the Form module and the speech sign-up: the button that opens the form (its default
 * shown as the example), then the send button.
 */
export function buttonsTab<M extends FormModule | Speech2Module>(
  t: ReturnType<typeof useFormEditorText>,
  editor: FormModuleEditor<M>,
  showFormButton: { label: string; hint: string; defaultText: TranslatableText },
): FormModuleDialogProps<M>['lastTab'] {
  return {
    id: 'buttons',
    label: t('tab.buttons'),
    content: (
      <>
        <TranslatableTextField
          label={showFormButton.label}
          hint={showFormButton.hint}
          placeholder={translateText(showFormButton.defaultText, editor.language)}
          {...editor.field('showFormButton')}
        />
        <SendButtonField editor={editor} />
      </>
    ),
  };
}
