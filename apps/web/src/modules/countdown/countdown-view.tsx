import type { CSSProperties } from 'react';
import { COUNTDOWN_UNITS, countdownUnitWord } from '@eventsite/core/constants/countdown-units';
import { GUEST_COUNTDOWN_TARGET_ATTRIBUTE } from '@eventsite/core/constants/guest-boot';
import { MARKET_TIME_ZONES } from '@eventsite/core/constants/platform';
import { countdownTargetTime } from '@eventsite/core/rules/countdown';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { CountdownModule } from '@eventsite/core/schemas/site-modules';
import { type ModuleContext, type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { countdownText } from './countdown-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { CalendarIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { usePageFacts } from '../page-facts';
import { useCountdown } from './use-countdown';
import styles from './countdown-view.module.css';

/** Hours, minutes and seconds read as a clock face: two digits each; days as they are. */
function digits(unit: (typeof COUNTDOWN_UNITS)[number], value: number): string {
  return unit === 'days' ? String(value) : String(value).padStart(2, '0');
}

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
  const heading = title || countdownText('countdown', context.language);
  const label =
    parts &&
    COUNTDOWN_UNITS.map(
      (unit) => `${parts[unit]} ${countdownUnitWord(unit, parts[unit], context.language)}`,
    ).join(', ');
  return (
    <div
      className={styles.countdown}
      role="timer"
      aria-live="off"
      aria-label={label === null ? heading : `${heading}: ${label}`}
      aria-busy={parts === null || undefined}
      {...(context.mode === 'PUBLIC' && { [GUEST_COUNTDOWN_TARGET_ATTRIBUTE]: targetTime })}
    >
      {COUNTDOWN_UNITS.map((unit) => {
        // Until the browser reads its clock, the numbers keep their place without showing one.
        const value = parts?.[unit] ?? 0;
        return (
          <div key={unit} className={styles.part} data-unit={unit}>
            <span
              className={styles.number}
              data-pending={parts === null || undefined}
              // The boot script shows the numbers before the app hydrates them (guest-boot-countdown.ts).
              suppressHydrationWarning
              style={{ '--digits': digits(unit, value).length } as CSSProperties}
            >
              {digits(unit, value)}
            </span>
            <span className={styles.unit}>
              {countdownUnitWord(unit, parts === null ? 0 : value, context.language)}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Days, hours, minutes and seconds to the module's date (`001` "Countdown"), in large numbers. The date, in
 * the current or the older 'yyyy-mm-dd hh:mm' form, is read on the market's clock, not the guest's.
 */
export function CountdownView({ module, context }: ModuleViewProps<CountdownModule>) {
  const title = translateText(module.title, context.language);
  const target =
    usePageFacts()?.countdownTargets[module.countdownDate] ??
    countdownTargetTime(module.countdownDate, MARKET_TIME_ZONES[context.market]);

  if (target === null) {
    if (context.mode !== 'EDIT') return null;
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={<CalendarIcon />}>
          {countdownText('countdownNoDate', ownerLanguageOf(context))}
        </EditPlaceholder>
      </div>
    );
  }

  return (
    <div className={layout.contentMedium}>
      <ModuleHeading title={title} />
      <Countdown targetTime={target} title={title} context={context} />
      {context.mode === 'PUBLIC' && context.live && (
        <p className={styles.addToCalendar}>
          {/* A plain link the server answers with the file: works without JavaScript and adds none. */}
          <a
            className={styles.calendarLink}
            href={`/api/sites/public/${encodeURIComponent(context.site._id)}/calendar.ics?language=${encodeURIComponent(context.language)}`}
            download
          >
            <CalendarIcon />
            {countdownText('addToCalendar', context.language)}
          </a>
        </p>
      )}
    </div>
  );
}
