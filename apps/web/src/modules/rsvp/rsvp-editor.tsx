import { useId } from 'react';
import {
  DEFAULT_CONFIRMATION_TITLE,
  DEFAULT_GUEST_INDEX_TITLE,
  DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT,
  DEFAULT_SEND_BUTTON_TEXT,
} from '@eventsite/core/constants/default-texts';
import { MAX_NUMBER_OF_GUESTS } from '@eventsite/core/constants/rsvp';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { RsvpModule } from '@eventsite/core/schemas/site-modules';
import { EditorDialog } from '../../components/editor-ui/editor-dialog';
import { RichTextField } from '../../components/rich-text-editor/rich-text-field';
import { WarningIcon } from '../../components/editor-ui/editor-icons';
import { TranslatableTextAreaField } from '../../components/editor-ui/translatable-text-area-field';
import { TranslatableTextField } from '../../components/editor-ui/translatable-text-field';
import { ValidationScope } from '../../components/editor-ui/validation-scope';
import type { ModuleEditorProps } from '../module-editor';
import { moduleText } from '../module-texts';
import { useLanguageName } from '../shared/language-names';
import { useFormEditorText } from '../shared/module-editor-texts';
import { QuestionsEditor } from '../shared/questions-editor';
import { RecipientsEditor } from '../shared/recipients-editor';
import { useFormModuleEditor } from '../shared/use-form-module-editor';
import styles from '../shared/form-module-editor.module.css';

const GUEST_CHOICES = Array.from(
  { length: MAX_NUMBER_OF_GUESTS.max - MAX_NUMBER_OF_GUESTS.min + 1 },
  (_, index) => MAX_NUMBER_OF_GUESTS.min + index,
);

/** The RSVP module's dialog (`002` §2.3): tabs Questions, Confirmation and Other. */
export default function RsvpEditor(props: ModuleEditorProps<RsvpModule>) {
  const { language, site, onClose } = props;
  const t = useFormEditorText();
  const languageName = useLanguageName();
  const guestChoicesName = useId();
  const editor = useFormModuleEditor(props);
  const { draft, setDraft, showValidation } = editor;
  const placeholder = (text: Record<string, string | undefined>) => translateText(text, language);

  return (
    <EditorDialog
      title={t('rsvp.title')}
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
              {site.hasRsvps && (
                <p className={styles.notice} role="note">
                  <WarningIcon />
                  <span>
                    <strong className={styles.noticeTitle}>{t('rsvp.hasRsvps.title')}</strong>
                    {t('rsvp.hasRsvps.text')}
                  </span>
                </p>
              )}
              <TranslatableTextField
                label={t('rsvp.moduleTitle')}
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
                <p className={styles.lead}>{t('rsvp.questionsLead')}</p>
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
          id: 'other',
          label: t('tab.other'),
          content: (
            <ValidationScope showValidation={showValidation}>
              <fieldset className={styles.guestChoices}>
                <legend className={styles.guestChoicesLegend}>{t('rsvp.maxGuests')}</legend>
                <p className={styles.hint}>{t('rsvp.maxGuestsHint')}</p>
                <div className={styles.chips}>
                  {GUEST_CHOICES.map((count) => (
                    <label key={count} className={styles.chip}>
                      <input
                        className={styles.chipInput}
                        type="radio"
                        name={guestChoicesName}
                        value={count}
                        checked={draft.maxNumberOfGuests === count}
                        onChange={() => setDraft({ ...draft, maxNumberOfGuests: count })}
                      />
                      <span className={styles.chipLabel}>{count}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {draft.maxNumberOfGuests === 1 ? (
                <TranslatableTextField
                  label={t('rsvp.oneGuestRsvpButton')}
                  hint={t('rsvp.oneGuestRsvpButtonHint')}
                  value={draft.oneGuestRsvpButton}
                  language={language}
                  placeholder={placeholder(DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT)}
                  onChange={(oneGuestRsvpButton) => setDraft({ ...draft, oneGuestRsvpButton })}
                />
              ) : (
                <>
                  <TranslatableTextField
                    label={t('rsvp.selectNumberOfGuestsText')}
                    hint={t('rsvp.selectNumberOfGuestsTextHint')}
                    value={draft.selectNumberOfGuestsText}
                    language={language}
                    placeholder={moduleText('selectNumberOfGuests', language)}
                    onChange={(selectNumberOfGuestsText) => setDraft({ ...draft, selectNumberOfGuestsText })}
                  />
                  <TranslatableTextField
                    label={t('rsvp.guestIndexTitle')}
                    hint={t('rsvp.guestIndexTitleHint')}
                    value={draft.guestIndexTitle}
                    language={language}
                    placeholder={placeholder(DEFAULT_GUEST_INDEX_TITLE)}
                    onChange={(guestIndexTitle) => setDraft({ ...draft, guestIndexTitle })}
                  />
                </>
              )}
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
