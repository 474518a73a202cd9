/** The day `days` after (or, negative, before) a YYYY-MM-DD day; a module of its own, so guest chunks can use it without schemas. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
