import { COUNTDOWN_DATE_MAX, COUNTDOWN_DATE_MIN } from '@eventsite/core/constants/countdown';
import { sortScheduleEvents } from '@eventsite/core/rules/schedule-events';
import { translateText } from '@eventsite/core/rules/translate-text';
import {
  SCHEDULE_EVENTS_MAX,
  type ScheduleEvent,
  type ScheduleModule,
} from '@eventsite/core/schemas/site-modules';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useEditorContext } from '../../../components/editor-ui/editor-context';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { ItemListEditor } from '../../../components/editor-ui/item-list-editor';
import { newItemId } from '../../../components/editor-ui/new-item-id';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { TextField } from '../../../components/ui/text-field';
import { useAppConfig } from '../../../lib/app-context';
import type { MessageId } from '../../../lib/i18n/messages';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { itemFields, useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { formatEventDay, formatEventTime } from '@eventsite/core/rules/schedule-event-when';
import { newScheduleEvent } from './new-schedule-event';
import { scheduleEventProblem, type ScheduleEventProblem } from './schedule-event-problem';
import styles from './schedule-editor.module.css';

const INPUT_MIN = `${COUNTDOWN_DATE_MIN}T00:00`;
const INPUT_MAX = `${COUNTDOWN_DATE_MAX}T00:00`;

const PROBLEM_MESSAGES: Record<ScheduleEventProblem, MessageId> = {
  start: 'moduleEditors.schedule.problem.start',
  end: 'moduleEditors.schedule.problem.end',
  endBeforeStart: 'moduleEditors.schedule.problem.endBeforeStart',
};

type Audience = 'all' | 'invited';

/** One event's fields: what, when, where, the dress code, a text, and who sees it and is asked. */
function EventFields({
  event,
  update,
  uiLanguage,
}: {
  event: ScheduleEvent;
  update: (next: ScheduleEvent) => void;
  uiLanguage: string;
}) {
  const intl = useIntl();
  const { language } = useEditorContext();
  const { market } = useAppConfig();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const field = itemFields(event, language, update);
  const problem = scheduleEventProblem(event);
  const endProblem = problem === 'end' || problem === 'endBeforeStart';
  const problemId = `${useId()}-problem`;
  const problemText =
    problem === null
      ? undefined
      : intl.formatMessage(
          { id: PROBLEM_MESSAGES[problem] },
          {
            start:
              problem === 'endBeforeStart'
                ? `${formatEventDay(event.startsAt, uiLanguage, market)} ${formatEventTime(event.startsAt, uiLanguage, market)}`
                : '',
            min: INPUT_MIN.replace('T', ' '),
            max: INPUT_MAX.replace('T', ' '),
          },
        );
  return (
    <>
      <TranslatableTextField
        label={text('moduleEditors.schedule.eventTitle')}
        placeholder={text('moduleEditors.schedule.eventTitlePlaceholder')}
        {...field('title')}
      />
      <div className={styles.times}>
        <TextField
          label={text('moduleEditors.schedule.startsAt')}
          type="datetime-local"
          min={INPUT_MIN}
          max={INPUT_MAX}
          step={60}
          required
          value={event.startsAt}
          aria-invalid={problem === 'start' || undefined}
          aria-describedby={problem === 'start' ? problemId : undefined}
          onChange={(change) => update({ ...event, startsAt: change.currentTarget.value })}
        />
        <TextField
          label={text('moduleEditors.schedule.endsAt')}
          type="datetime-local"
          min={INPUT_MIN}
          max={INPUT_MAX}
          step={60}
          value={event.endsAt ?? ''}
          aria-invalid={endProblem || undefined}
          aria-describedby={endProblem ? problemId : undefined}
          onChange={(change) => update({ ...event, endsAt: change.currentTarget.value || null })}
        />
      </div>
      {problemText !== undefined && (
        <p id={problemId} className={styles.problem} role="alert">
          {problemText}
        </p>
      )}
      <TranslatableTextField
        label={text('moduleEditors.schedule.place')}
        placeholder={text('moduleEditors.schedule.placePlaceholder')}
        {...field('place')}
      />
      <TextField
        label={text('moduleEditors.schedule.address')}
        hint={text('moduleEditors.schedule.addressHint')}
        maxLength={500}
        value={event.address}
        onChange={(change) => update({ ...event, address: change.currentTarget.value })}
      />
      <TranslatableTextField
        label={text('moduleEditors.schedule.dressCode')}
        placeholder={text('moduleEditors.schedule.dressCodePlaceholder')}
        {...field('dressCode')}
      />
      <RichTextField label={text('moduleEditors.field.text')} {...field('text')} />
      <SegmentedChoice<Audience>
        legend={text('moduleEditors.schedule.audience')}
        name={`schedule-audience-${event.id}`}
        options={[
          { value: 'all', label: text('moduleEditors.schedule.audience.all') },
          { value: 'invited', label: text('moduleEditors.schedule.audience.invited') },
        ]}
        value={event.openToAll ? 'all' : 'invited'}
        onChange={(audience) => update({ ...event, openToAll: audience === 'all' })}
      />
      <p className={styles.hint}>
        {text(
          event.openToAll
            ? 'moduleEditors.schedule.audience.allHint'
            : 'moduleEditors.schedule.audience.invitedHint',
        )}
      </p>
      <SwitchField
        label={text('moduleEditors.schedule.askAttendance')}
        hint={text('moduleEditors.schedule.askAttendanceHint')}
        checked={event.askAttendance}
        onCheckedChange={(askAttendance) => update({ ...event, askAttendance })}
      />
    </>
  );
}

/**
 * The programme's dialog (issue 34 item 1): its title, a text, and its events, listed in time order
 * whatever order they were added in. 'Klar' is refused while an event's times cannot be saved, naming it.
 */
export default function ScheduleEditor({
  module,
  site,
  onApply,
  onClose,
}: ModuleEditorProps<ScheduleModule>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { market } = useAppConfig();
  const text = (id: MessageId) => intl.formatMessage({ id });
  // Stored in any order (another device, an older draft), the events are listed in time order from the start.
  const { draft, set, field } = useModuleEditorDraft(
    { ...module, events: sortScheduleEvents(module.events) },
    language,
  );
  const [refused, setRefused] = useState(false);
  const uiLanguage = intl.locale.slice(0, 2);

  const invalid = draft.events.find((event) => scheduleEventProblem(event) !== null);
  const nameOf = (event: ScheduleEvent) =>
    translateText(event.title, language) || text('moduleEditors.schedule.untitled');

  const done = () => {
    if (invalid) {
      setRefused(true);
      return;
    }
    onApply(draft);
  };

  return (
    <EditorDialog
      title={text('moduleEditors.schedule.title')}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={done}
    >
      <TranslatableTextField label={text('moduleEditors.field.title')} {...field('title')} />
      <RichTextField label={text('moduleEditors.schedule.intro')} {...field('text')} />
      <ItemListEditor<ScheduleEvent>
        items={draft.events}
        onChange={(events) => {
          set('events')(sortScheduleEvents(events));
          setRefused(false);
        }}
        createItem={() => newScheduleEvent(newItemId(), draft.events, new Date())}
        summary={(event) => {
          const title = translateText(event.title, language);
          const when =
            scheduleEventProblem(event) === 'start'
              ? ''
              : `${formatEventDay(event.startsAt, uiLanguage, market)} ${formatEventTime(event.startsAt, uiLanguage, market)}`;
          return { title: title === '' ? '' : [when, title].filter(Boolean).join(' · '), image: null };
        }}
        renderFields={(event, update) => (
          <EventFields event={event} update={update} uiLanguage={uiLanguage} />
        )}
        maxItems={SCHEDULE_EVENTS_MAX}
        movable={false}
        texts={{
          list: text('moduleEditors.schedule.list'),
          add: text('moduleEditors.schedule.add'),
          untitled: text('moduleEditors.schedule.untitled'),
          empty: text('moduleEditors.schedule.empty'),
        }}
      />
      {refused && invalid && (
        <p className={styles.problem} role="alert">
          {intl.formatMessage({ id: 'moduleEditors.schedule.refused' }, { name: nameOf(invalid) })}
        </p>
      )}
    </EditorDialog>
  );
}
