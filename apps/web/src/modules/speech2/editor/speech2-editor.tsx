import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { mailSchema } from '@eventsite/core/api/accounts';
import {
  DEFAULT_CONFIRMATION_TITLE,
  DEFAULT_SEND_BUTTON_TEXT,
  LEGACY_DEFAULT_TEXTS,
} from '@eventsite/core/constants/default-texts';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { SPEECH_NAME_MAX, SPEECH_SLOTS_MAX, TOASTMASTERS_MAX } from '@eventsite/core/constants/speeches';
import { NEW_SPEECH_START_BUTTON } from '@eventsite/core/editor/new-module-content';
import { formatAnswerBy } from '@eventsite/core/rules/rsvp-deadline';
import { siteDateOf } from '@eventsite/core/rules/site-date';
import { speechDeadlineOf } from '@eventsite/core/rules/speech-deadline';
import { speechSlotsOf, WHOLE_EVENING_SLOT_ID } from '@eventsite/core/rules/speech-slots';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { Speech2Module, SpeechSlot, Toastmaster } from '@eventsite/core/schemas/site-modules';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { useEditorContext } from '../../../components/editor-ui/editor-context';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { ItemListEditor } from '../../../components/editor-ui/item-list-editor';
import { newItemId } from '../../../components/editor-ui/new-item-id';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { TranslatableTextAreaField } from '../../../components/editor-ui/translatable-text-area-field';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { focusFirstInvalidField, ValidationScope } from '../../../components/editor-ui/validation-scope';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { TextField } from '../../../components/ui/text-field';
import { useAppConfig } from '../../../lib/app-context';
import type { MessageId } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import styles from '../../shared/editor/form-module-editor.module.css';

type SpeechEditorTab = 'signup' | 'toastmasters' | 'confirmation';

const isMail = (mail: string) => mail.trim() === '' || mailSchema.safeParse(mail).success;

/** The tab holding the first thing 'Klar' cannot apply: a slot without a name, a toastmaster's mail. */
function problemTabOf(draft: Speech2Module, languages: readonly SiteLanguageCode[]): SpeechEditorTab | null {
  if (draft.slots.some((slot) => languages.some((language) => (slot.title[language] ?? '').trim() === '')))
    return 'signup';
  if (draft.toastmasters.some((toastmaster) => !isMail(toastmaster.mail))) return 'toastmasters';
  return null;
}

/**
 * The speech sign-up's dialog on a version-2 site (issue 36 items 1–3, `002` §2.3): the sign-up (title,
 * intro, the last day, the times to speak, its buttons), the toastmasters and the surprise mode, then the
 * confirmation. The questions themselves are the sign-up's own.
 */
export default function Speech2Editor({ module, site, onApply, onClose }: ModuleEditorProps<Speech2Module>) {
  const intl = useIntl();
  const t = useFormEditorText();
  const { market } = useAppConfig();
  const { language } = useEditorContext();
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const languages = useMemo(
    () => site.availableLanguages.map((entry) => entry.languageCode),
    [site.availableLanguages],
  );
  const { draft, set, field } = useModuleEditorDraft(module, language);
  const [tab, setTab] = useState<string>('signup');
  const [attempts, setAttempts] = useState(0);
  const showValidation = attempts > 0;

  useEffect(() => {
    if (attempts > 0) focusFirstInvalidField();
  }, [attempts]);

  const done = () => {
    const problem = problemTabOf(draft, languages);
    if (problem !== null) {
      setTab(problem);
      setAttempts((count) => count + 1);
      return;
    }
    onApply({
      ...draft,
      toastmasters: draft.toastmasters.map((toastmaster) => ({
        ...toastmaster,
        name: toastmaster.name.trim(),
        mail: toastmaster.mail.trim().toLowerCase(),
        phone: toastmaster.phone.trim(),
      })),
    });
  };

  const siteDate = siteDateOf(site);
  const defaultDeadline = speechDeadlineOf({ deadline: null }, siteDate);
  const programmeSlots = speechSlotsOf({ ...draft, slots: [] }, site.siteModules);
  const fromProgramme = programmeSlots[0]?.id !== WHOLE_EVENING_SLOT_ID;
  const slotTitles = programmeSlots.map((slot) => translateText(slot.title, language)).join(', ');

  return (
    <EditorDialog
      title={message('speeches.editor.title')}
      description={editorLanguageNote(intl, site, language)}
      size="large"
      onClose={onClose}
      onDone={done}
      tab={tab}
      onTabChange={setTab}
      tabs={[
        {
          id: 'signup',
          label: message('speeches.editor.tab.signup'),
          content: (
            <ValidationScope showValidation={showValidation}>
              <TranslatableTextField label={t('speech.moduleTitle')} {...field('title')} />
              <RichTextField
                label={t('introText')}
                placeholder={t('speech.introTextPlaceholder')}
                {...field('text')}
              />
              <p className={styles.lead}>{message('speeches.editor.signupLead')}</p>
              <TextField
                label={message('speeches.editor.deadline')}
                hint={
                  defaultDeadline === null
                    ? message('speeches.editor.deadlineNoDate')
                    : message('speeches.editor.deadlineDefault', {
                        date: formatAnswerBy(defaultDeadline, intl.locale, market),
                      })
                }
                type="date"
                value={draft.deadline ?? ''}
                onChange={(event) => set('deadline')(event.currentTarget.value || null)}
              />
              <div className={styles.section}>
                <h3 className={styles.sectionTitle}>{message('speeches.editor.slots')}</h3>
                <p className={styles.lead}>{message('speeches.editor.slotsLead')}</p>
                <ItemListEditor<SpeechSlot>
                  items={draft.slots}
                  onChange={set('slots')}
                  createItem={() => ({ id: newItemId(), title: {}, plannedMinutes: 0 })}
                  summary={(slot) => ({ title: translateText(slot.title, language), image: null })}
                  maxItems={SPEECH_SLOTS_MAX}
                  texts={{
                    list: message('speeches.editor.slots.list'),
                    add: message('speeches.editor.slots.add'),
                    untitled: message('speeches.editor.slots.untitled'),
                    empty: fromProgramme
                      ? message('speeches.editor.slots.emptyProgramme', { events: slotTitles })
                      : message('speeches.editor.slots.emptyEvening', { evening: slotTitles }),
                  }}
                  renderFields={(slot, update) => (
                    <TranslatableTextField
                      label={message('speeches.editor.slots.name')}
                      placeholder={message('speeches.editor.slots.namePlaceholder')}
                      required
                      maxLength={SPEECH_NAME_MAX}
                      value={slot.title}
                      language={language}
                      onChange={(title) => update({ ...slot, title })}
                    />
                  )}
                />
              </div>
              <TranslatableTextField
                label={t('speech.showFormButton')}
                hint={t('speech.showFormButtonHint')}
                placeholder={translateText(NEW_SPEECH_START_BUTTON, language)}
                {...field('showFormButton')}
              />
              <TranslatableTextField
                label={t('sendButton')}
                hint={t('sendButtonHint')}
                placeholder={translateText(DEFAULT_SEND_BUTTON_TEXT, language)}
                {...field('sendButton')}
              />
            </ValidationScope>
          ),
        },
        {
          id: 'toastmasters',
          label: message('speeches.editor.tab.toastmasters'),
          content: (
            <ValidationScope showValidation={showValidation}>
              <p className={styles.lead}>{message('speeches.editor.toastmastersLead')}</p>
              <ItemListEditor<Toastmaster>
                items={draft.toastmasters}
                onChange={set('toastmasters')}
                createItem={() => ({ id: newItemId(), name: '', mail: '', phone: '' })}
                summary={(toastmaster) => ({ title: toastmaster.name, image: null })}
                maxItems={TOASTMASTERS_MAX}
                texts={{
                  list: message('speeches.editor.toastmasters.list'),
                  add: message('speeches.editor.toastmasters.add'),
                  untitled: message('speeches.editor.toastmasters.untitled'),
                  empty: message('speeches.editor.toastmasters.empty'),
                }}
                renderFields={(toastmaster, update) => (
                  <>
                    <TextField
                      label={message('speeches.editor.toastmaster.name')}
                      autoComplete="off"
                      maxLength={SPEECH_NAME_MAX}
                      value={toastmaster.name}
                      onChange={(event) => update({ ...toastmaster, name: event.currentTarget.value })}
                    />
                    <TextField
                      label={message('speeches.editor.toastmaster.mail')}
                      hint={message('speeches.editor.toastmaster.mailHint')}
                      type="email"
                      autoComplete="off"
                      value={toastmaster.mail}
                      onChange={(event) => update({ ...toastmaster, mail: event.currentTarget.value })}
                    />
                    <TextField
                      label={message('speeches.editor.toastmaster.phone')}
                      type="tel"
                      autoComplete="off"
                      maxLength={40}
                      value={toastmaster.phone}
                      onChange={(event) => update({ ...toastmaster, phone: event.currentTarget.value })}
                    />
                  </>
                )}
              />
              <SwitchField
                label={message('speeches.editor.surprise')}
                hint={message('speeches.editor.surpriseHint')}
                checked={draft.surprise}
                onCheckedChange={set('surprise')}
              />
              <p className={styles.lead}>
                {message('speeches.editor.linkNote')}{' '}
                <Link to={paths.speeches(site._id, module.id)}>{message('speeches.editor.openPage')}</Link>
              </p>
            </ValidationScope>
          ),
        },
        {
          id: 'confirmation',
          label: t('tab.confirmation'),
          content: (
            <>
              <p className={styles.lead}>{t('confirmation.lead')}</p>
              <TranslatableTextField
                label={t('confirmation.title')}
                placeholder={translateText(DEFAULT_CONFIRMATION_TITLE, language)}
                {...field('confirmationTitle')}
              />
              <TranslatableTextAreaField
                label={t('confirmation.text')}
                placeholder={LEGACY_DEFAULT_TEXTS.speechConfirmationText}
                {...field('confirmationText')}
              />
            </>
          ),
        },
      ]}
    />
  );
}
