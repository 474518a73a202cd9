import type { ScheduleEvent } from '../schemas/site-modules';
import { parseCountdownDate } from './countdown';
import { isInvitedTo, visibleScheduleEvents, type EventInvitation } from './schedule-events';
import { translateText } from './translate-text';

/**
 * Where a card's text shows the programme (issue 34 item 6): the owner inserts it, and each printed card
 * puts its own household's events there, one line each. The same word in every language the cards are
 * printed in.
 */
export const PRINT_PROGRAMME_PLACEHOLDER = '{program}';

/**
 * The events a printed card lists (issue 34 item 6), in time order as given: on a household's card those it
 * is invited to (all when its list is null), so a ceremony-only household's card shows the ceremony only;
 * on a card for anyone (one design for all, a spare) the open events, as a guest without a link sees.
 */
export function printCardEvents<T extends Pick<ScheduleEvent, 'id' | 'openToAll'>>(
  events: readonly T[],
  invitation: EventInvitation | null,
): T[] {
  return invitation === null
    ? visibleScheduleEvents(events, null)
    : events.filter((event) => isInvitedTo(invitation, event.id));
}

const LOCALES: Readonly<Record<string, string>> = { sv: 'sv-SE', da: 'da-DK', en: 'en-GB' };

/** '14.00' in Swedish and Danish, '14:00' in English, as the card's readers write a time. */
function clockTime(date: Date, language: string): string {
  const separator = language === 'en' ? ':' : '.';
  return [date.getHours(), date.getMinutes()].map((part) => String(part).padStart(2, '0')).join(separator);
}

/**
 * The card's programme lines in its language: the time and the title ('15.00 Vigsel'), and for an event on
 * another day than the first, its weekday too ('söndag 11.00 Brunch').
 */
export function printProgrammeLines(
  events: readonly Pick<ScheduleEvent, 'title' | 'startsAt'>[],
  language: string,
): string[] {
  const firstDay = events[0]?.startsAt.slice(0, 10);
  const weekday = new Intl.DateTimeFormat(LOCALES[language] ?? language, { weekday: 'long' });
  return events.flatMap((event) => {
    const start = parseCountdownDate(event.startsAt);
    if (!start) return [];
    const time = clockTime(start, language);
    const when = event.startsAt.slice(0, 10) === firstDay ? time : `${weekday.format(start)} ${time}`;
    return [`${when} ${translateText(event.title, language).trim()}`.trim()];
  });
}

/** The programme lines of one printed card: its events (`printCardEvents`) in its language. */
export function printCardProgramme(
  events: readonly ScheduleEvent[],
  invitation: EventInvitation | null,
  language: string,
): string[] {
  return printProgrammeLines(printCardEvents(events, invitation), language);
}

/**
 * A card text with the programme put in at the placeholder; a card without events loses the placeholder
 * and the line it stood on, so no empty gap is printed.
 */
export function fillPrintProgramme(text: string, lines: readonly string[]): string {
  if (!text.includes(PRINT_PROGRAMME_PLACEHOLDER)) return text;
  if (lines.length > 0) return text.replaceAll(PRINT_PROGRAMME_PLACEHOLDER, lines.join('\n'));
  return text
    .split('\n')
    .filter((line) => line.trim() !== PRINT_PROGRAMME_PLACEHOLDER)
    .join('\n')
    .replaceAll(PRINT_PROGRAMME_PLACEHOLDER, '')
    .trim();
}

/** The text with the placeholder added at its end, once, after an empty line that sets the list apart. */
export function insertPrintProgramme(text: string): string {
  if (text.includes(PRINT_PROGRAMME_PLACEHOLDER)) return text;
  const kept = text.replace(/\s+$/, '');
  return kept === '' ? PRINT_PROGRAMME_PLACEHOLDER : `${kept}\n\n${PRINT_PROGRAMME_PLACEHOLDER}`;
}
