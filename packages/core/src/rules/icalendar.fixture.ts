/** Reading and checking an iCalendar text in tests, as a calendar program would (RFC 5545). */

const encoder = new TextEncoder();

/** The content lines with folding undone (§3.1: CRLF followed by one space or tab). */
function unfoldedLines(body: string): string[] {
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** Each closed VEVENT's content lines as [name (parameters dropped), value]. */
function eventProperties(body: string): [string, string][][] {
  const events: [string, string][][] = [];
  let current: [string, string][] | null = null;
  for (const line of unfoldedLines(body)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.push([line.slice(0, colon).split(';')[0] ?? '', line.slice(colon + 1)]);
    }
  }
  return events;
}

/** Each VEVENT's properties by name, values as written. */
export function icalendarEvents(body: string): Record<string, string>[] {
  return eventProperties(body).map((properties) => Object.fromEntries(properties));
}

/** A TEXT value as it reads unescaped (§3.3.11). */
export function icalendarText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );
}

const REQUIRED_EVENT_PROPERTIES = ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY'] as const;
const TEXT_PROPERTIES = ['SUMMARY', 'LOCATION', 'DESCRIPTION'] as const;
const UTC_DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

function instant(value: string | undefined): number | null {
  const match = UTC_DATE_TIME.exec(value ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
}

/**
 * What is wrong with an iCalendar text, [] when nothing: lines ending in CRLF and folded to at most 75
 * octets, one VCALENDAR with VERSION and PRODID holding at least one VEVENT, each with its required
 * properties once, an end after its start, a UID of its own, and TEXT values escaped.
 */
export function icalendarProblems(body: string): string[] {
  const problems: string[] = [];
  if (!body.endsWith('\r\n')) problems.push('does not end in CRLF');
  if (/\r(?!\n)|(?<!\r)\n/.test(body)) problems.push('holds a line break other than CRLF');
  for (const line of body.split('\r\n')) {
    if (encoder.encode(line).length > 75) problems.push(`line longer than 75 octets: ${line}`);
  }
  const lines = unfoldedLines(body);
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') {
    problems.push('is not one VCALENDAR');
  }
  for (const name of ['VERSION:2.0', 'PRODID:']) {
    if (lines.filter((line) => line.startsWith(name)).length !== 1) problems.push(`needs one ${name}`);
  }
  const properties = eventProperties(body);
  const events = icalendarEvents(body);
  if (events.length === 0) problems.push('holds no VEVENT');
  const begun = lines.filter((line) => line === 'BEGIN:VEVENT').length;
  events.forEach((event, index) => {
    for (const name of REQUIRED_EVENT_PROPERTIES) {
      if ((properties[index] ?? []).filter(([own]) => own === name).length !== 1) {
        problems.push(`event ${index + 1} needs one ${name}`);
      }
    }
    const start = instant(event.DTSTART);
    const end = instant(event.DTEND);
    if (start === null || end === null || end <= start)
      problems.push(`event ${index + 1} does not end after it starts`);
    for (const name of TEXT_PROPERTIES) {
      const value = event[name];
      if (value !== undefined && /[;,\\]/.test(value.replace(/\\[\\;,nN]/g, ''))) {
        problems.push(`event ${index + 1}'s ${name} is not escaped`);
      }
    }
  });
  if (begun !== events.length) problems.push('a VEVENT is not closed');
  if (new Set(events.map((event) => event.UID)).size !== events.length)
    problems.push('two events share a UID');
  return problems;
}
