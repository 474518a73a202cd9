import { foldName } from './fold-name';

/** A calendar file's name: its ASCII form, and the same in the site's own letters when that differs. */
export interface CalendarFileName {
  ascii: string;
  /** Null when the name is ASCII already. */
  unicode: string | null;
}

/** Words joined by hyphens, anything but letters and digits between them dropped. */
function slug(text: string, letters: RegExp): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(letters)
    .filter((word) => word !== '')
    .join('-');
}

/**
 * The name a downloaded calendar file gets (issue 39 item 15), so every site's file is not 'event.ics':
 * the words of `parts` ('Anna & Erik', 'Vigsel') slugged, 'anna-erik-vigsel.ics', accents folded for the
 * ASCII form ('Søren' → 'soren'); `fallback` (e.g. the host's first label) when they hold no letters.
 */
export function calendarFileName(parts: readonly string[], fallback: string): CalendarFileName {
  const words = parts.map((part) => part.trim()).filter((part) => part !== '');
  const unicode = slug(words.join(' '), /[^\p{L}\p{N}]+/u);
  const ascii = slug(foldName(words.join(' ')), /[^a-z0-9]+/);
  const name = ascii === '' ? slug(foldName(fallback), /[^a-z0-9]+/) || 'calendar' : ascii;
  return {
    ascii: `${name}.ics`,
    unicode: unicode !== '' && unicode !== name ? `${unicode}.ics` : null,
  };
}
