import type { CSSProperties } from 'react';
import { COUNTDOWN_UNITS, countdownUnitWord } from '@eventsite/core/constants/countdown-units';
import { parseCountdownDate } from '@eventsite/core/rules/countdown';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { CountdownModule } from '@eventsite/core/schemas/site-modules';
import type { ModuleContext, ModuleViewProps } from '../module-context';
import { moduleText } from '../module-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { CalendarIcon } from '../shared/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { useCountdown } from './use-countdown';
import styles from './countdown-view.module.css';

/** Hours, minutes and seconds read as a clock face: two digits each; days as they are. */
function digits(unit: (typeof COUNTDOWN_UNITS)[number], value: number | null): string {
  if (value === null) return UNKNOWN_DIGITS;
  return unit === 'days' ? String(value) : String(value).padStart(2, '0');
}

/*
 * Shown until the browser reads its clock: the server's page is kept and served for a while, so it carries
 * no time. Two places wide, as the clock face's numbers are, so nothing moves when the time appears.
 */
const UNKNOWN_DIGITS = '––';
/** The unit words' plural form, the one most counts show. */
const PLURAL_COUNT = 2;

function Countdown({
  targetTime,
  title,
  context,
}: {
  targetTime: number;
  title: string;
  context: ModuleContext;
}) {
  const parts = useCountdown(targetTime, context.live);
  const count = (unit: (typeof COUNTDOWN_UNITS)[number]) => (parts === null ? null : parts[unit]);
  const word = (unit: (typeof COUNTDOWN_UNITS)[number]) =>
    countdownUnitWord(unit, count(unit) ?? PLURAL_COUNT, context.language);
  const heading = title || moduleText('countdown', context.language);
  const label =
    parts === null
      ? heading
      : `${heading}: ${COUNTDOWN_UNITS.map((unit) => `${parts[unit]} ${word(unit)}`).join(', ')}`;
  return (
    <div className={styles.countdown} role="timer" aria-live="off" aria-label={label}>
      {COUNTDOWN_UNITS.map((unit) => (
        <div key={unit} className={styles.part} data-unit={unit}>
          <span
            className={styles.number}
            style={{ '--digits': digits(unit, count(unit)).length } as CSSProperties}
          >
            {digits(unit, count(unit))}
          </span>
          <span className={styles.unit}>{word(unit)}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * Days, hours, minutes and seconds to the module's date (`001` "Countdown"), in large numbers. The date is
 * read as local time, in the current or the older 'yyyy-mm-dd hh:mm' form.
 */
export function CountdownView({ module, context }: ModuleViewProps<CountdownModule>) {
  const title = translateText(module.title, context.language);
  const target = parseCountdownDate(module.countdownDate);

  if (target === null) {
    if (context.mode !== 'EDIT') return null;
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={<CalendarIcon />}>
          {moduleText('countdownNoDate', context.language)}
        </EditPlaceholder>
      </div>
    );
  }

  return (
    <div className={layout.contentMedium}>
      <ModuleHeading title={title} />
      <Countdown targetTime={target.getTime()} title={title} context={context} />
    </div>
  );
}
