import { COUNTDOWN_DATE_MAX, COUNTDOWN_DATE_MIN } from '@eventsite/core/constants/countdown';
import { COUNTDOWN_UNITS, countdownUnitWord } from '@eventsite/core/constants/countdown-units';
import { MARKET_TIME_ZONES } from '@eventsite/core/constants/platform';
import { countdownTargetTime, isValidCountdownDateInput } from '@eventsite/core/rules/countdown';
import type { CountdownModule } from '@eventsite/core/schemas/site-modules';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { TextField } from '../../../components/ui/text-field';
import { useAppConfig } from '../../../lib/app-context';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { useRefusableField } from '../../shared/use-refusable-field';
import { useCountdown } from '../use-countdown';
import styles from './countdown-editor.module.css';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

const INPUT_MIN = `${COUNTDOWN_DATE_MIN}T00:00`;
const INPUT_MAX = `${COUNTDOWN_DATE_MAX}T00:00`;

/** The countdown as guests will see it, ticking, with the target spelled out in words on the market's clock. */
function CountdownPreview({
  target,
  timeZone,
  language,
}: {
  target: number;
  timeZone: string;
  language: string;
}) {
  const intl = useIntl();
  const parts = useCountdown(target, true) ?? { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const passed = target <= Date.now();
  const when = new Intl.DateTimeFormat(intl.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(target);

  return (
    <section
      className={styles.preview}
      aria-label={intl.formatMessage({ id: 'moduleEditors.countdown.preview' })}
    >
      <p className={styles.when}>{when}</p>
      <div className={styles.parts} aria-hidden="true">
        {COUNTDOWN_UNITS.map((unit) => (
          <div key={unit} className={styles.part}>
            <span className={styles.number}>
              {unit === 'days' ? parts[unit] : String(parts[unit]).padStart(2, '0')}
            </span>
            <span className={styles.unit}>{countdownUnitWord(unit, parts[unit], language)}</span>
          </div>
        ))}
      </div>
      <p className={styles.summary}>
        {passed
          ? intl.formatMessage({ id: 'moduleEditors.countdown.passed' })
          : intl.formatMessage({ id: 'moduleEditors.countdown.remaining' }, { days: parts.days })}
      </p>
    </section>
  );
}

/**
 * The Countdown module's dialog (`002` §2.3, §5): a datetime-local field from 1900-01-01T00:00 to
 * 2099-01-01T00:00 in the form YYYY-MM-DDTHH:mm, and a live preview of the countdown.
 */
export default function CountdownEditor({
  module,
  site,
  onApply,
  onClose,
}: ModuleEditorProps<CountdownModule>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { draft, set, field } = useModuleEditorDraft(module, language);
  const date = draft.countdownDate;
  const dateField = useRefusableField();

  const timeZone = MARKET_TIME_ZONES[useAppConfig().market];
  const valid = isValidCountdownDateInput(date);
  const target = valid ? countdownTargetTime(date, timeZone) : null;

  const done = () => {
    if (!valid) {
      dateField.refuse();
      return;
    }
    onApply(draft);
  };

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'moduleEditors.countdown.title' })}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={done}
    >
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.title' })}
        {...field('title')}
      />
      <div ref={dateField.fieldRef} className={styles.dateField}>
        <TextField
          label={intl.formatMessage({ id: 'moduleEditors.countdown.date' })}
          hint={intl.formatMessage({ id: 'moduleEditors.countdown.dateHint' })}
          type="datetime-local"
          min={INPUT_MIN}
          max={INPUT_MAX}
          step={60}
          required
          value={date}
          aria-invalid={!valid || undefined}
          onChange={(event) => {
            set('countdownDate')(event.currentTarget.value);
            dateField.clear();
          }}
        />
      </div>
      {target !== null ? (
        <CountdownPreview target={target} timeZone={timeZone} language={language} />
      ) : (
        <p className={styles.invalid} role={dateField.refused ? 'alert' : undefined}>
          {intl.formatMessage(
            { id: 'moduleEditors.countdown.invalid' },
            { min: INPUT_MIN.replace('T', ' '), max: INPUT_MAX.replace('T', ' ') },
          )}
        </p>
      )}
    </EditorDialog>
  );
}
