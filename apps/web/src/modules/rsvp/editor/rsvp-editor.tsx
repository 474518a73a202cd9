import { TriangleExclamationPointIcon } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_GUEST_INDEX_TITLE,
  DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT,
} from '@eventsite/core/constants/default-texts';
import { MAX_NUMBER_OF_GUESTS } from '@eventsite/core/constants/rsvp';
import { scheduleEventsOf } from '@eventsite/core/rules/schedule-events';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { RsvpModule } from '@eventsite/core/schemas/site-modules';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { rsvpText } from '../rsvp-texts';
import { FormModuleDialog, SendButtonField } from '../../shared/editor/form-module-dialog';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import { useFormModuleEditor } from '../../shared/editor/use-form-module-editor';
import styles from '../../shared/editor/form-module-editor.module.css';

const GUEST_CHOICES = Array.from(
  { length: MAX_NUMBER_OF_GUESTS.max - MAX_NUMBER_OF_GUESTS.min + 1 },
  (_, index) => MAX_NUMBER_OF_GUESTS.min + index,
);

/** The RSVP module's dialog (`002` §2.3): tabs Questions, Confirmation and Other. */
export default function RsvpEditor(props: ModuleEditorProps<RsvpModule>) {
  const { site } = props;
  const t = useFormEditorText();
  const intl = useIntl();
  const guestChoicesName = useId();
  const editor = useFormModuleEditor(props);
  const { draft, set, field, language } = editor;
  const placeholder = (text: Record<string, string | undefined>) => translateText(text, language);
  // The programme's events that ask each guest "coming / not coming" (issue 34): the RSVP asks them too.
  const askedEvents = scheduleEventsOf(site.siteModules)
    .filter(({ event }) => event.askAttendance)
    .map(({ event }) => translateText(event.title, language));

  return (
    <FormModuleDialog
      props={props}
      editor={editor}
      title={t('rsvp.title')}
      moduleTitleLabel={t('rsvp.moduleTitle')}
      questionsLead={
        askedEvents.length === 0
          ? t('rsvp.questionsLead')
          : `${t('rsvp.questionsLead')} ${t('rsvp.scheduleAttendance', { events: askedEvents.join(', ') })}`
      }
      notice={
        site.hasRsvps && (
          <p className={styles.notice} role="note">
            <TriangleExclamationPointIcon />
            <span>
              <strong className={styles.noticeTitle}>{t('rsvp.hasRsvps.title')}</strong>
              {t('rsvp.hasRsvps.text')}
            </span>
          </p>
        )
      }
      lastTab={{
        id: 'other',
        label: t('tab.other'),
        content: (
          <>
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
                      onChange={() => set('maxNumberOfGuests')(count)}
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
                placeholder={placeholder(DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT)}
                {...field('oneGuestRsvpButton')}
              />
            ) : (
              <>
                <TranslatableTextField
                  label={t('rsvp.selectNumberOfGuestsText')}
                  hint={t('rsvp.selectNumberOfGuestsTextHint')}
                  placeholder={rsvpText('selectNumberOfGuests', language)}
                  {...field('selectNumberOfGuestsText')}
                />
                <TranslatableTextField
                  label={t('rsvp.guestIndexTitle')}
                  hint={t('rsvp.guestIndexTitleHint')}
                  placeholder={placeholder(DEFAULT_GUEST_INDEX_TITLE)}
                  {...field('guestIndexTitle')}
                />
              </>
            )}
            <TextField
              label={t('rsvp.answerBy')}
              hint={t('rsvp.answerByHint')}
              type="date"
              value={draft.answerBy ?? ''}
              onChange={(event) => set('answerBy')(event.currentTarget.value || null)}
            />
            {draft.answerBy !== null && (
              <SwitchField
                label={t('rsvp.closeAfterAnswerBy')}
                hint={t('rsvp.closeAfterAnswerByHint')}
                checked={draft.closeAfterAnswerBy}
                onCheckedChange={set('closeAfterAnswerBy')}
              />
            )}
            <SendButtonField editor={editor} />
            <div>
              <CheckboxField
                label={intl.formatMessage({ id: 'guestList.onlyInvited' })}
                checked={draft.onlyInvitedGuests}
                onChange={(event) => set('onlyInvitedGuests')(event.currentTarget.checked)}
              />
              <p className={styles.hint}>{intl.formatMessage({ id: 'guestList.onlyInvitedHint' })}</p>
            </div>
          </>
        ),
      }}
    />
  );
}
