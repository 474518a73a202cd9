/** A wall-clock date and time, as written on an invitation. */
export interface WallClockTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Milliseconds since the epoch of a wall-clock time read as if it were UTC (years below 100 kept). */
function asIfUtc({ year, month, day, hour, minute }: WallClockTime, second = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return date.getTime();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s clock is ahead of UTC at the instant `time`, in milliseconds. */
function zoneOffsetAt(time: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(time))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = asIfUtc(
    {
      year: fields.year ?? 0,
      month: fields.month ?? 1,
      day: fields.day ?? 1,
      hour: fields.hour ?? 0,
      minute: fields.minute ?? 0,
    },
    fields.second ?? 0,
  );
  return wall - (time - (((time % 1000) + 1000) % 1000));
}

/**
 * The instant (ms since the epoch) at which `timeZone`'s clocks show `wall`. A time skipped when clocks go
 * forward is read with the offset before the change (02:30 on the spring night is 03:30 summer time); a
 * time shown twice when they go back is its first showing, as a browser reads local time.
 */
export function zonedTimeToInstant(wall: WallClockTime, timeZone: string): number {
  const wallAsUtc = asIfUtc(wall);
  const before = zoneOffsetAt(wallAsUtc - 86_400_000, timeZone);
  const after = zoneOffsetAt(wallAsUtc + 86_400_000, timeZone);
  // The larger offset first: of two readings of the same wall time, it gives the earlier instant.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = wallAsUtc - offset;
    if (zoneOffsetAt(candidate, timeZone) === offset) return candidate;
  }
  return wallAsUtc - before;
}
