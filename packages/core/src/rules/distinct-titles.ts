/**
 * Titles a person can tell apart (issue 39 item 9: two RSVPs both titled 'OSA' gave two identical chips): a
 * title that repeats gets its place among its namesakes, 'OSA (1)', 'OSA (2)'; a unique one stays as it is.
 */
export function distinctTitles(titles: readonly string[]): string[] {
  const totals = new Map<string, number>();
  for (const title of titles) totals.set(title, (totals.get(title) ?? 0) + 1);
  const seen = new Map<string, number>();
  return titles.map((title) => {
    if (totals.get(title) === 1) return title;
    const place = (seen.get(title) ?? 0) + 1;
    seen.set(title, place);
    return `${title} (${place})`;
  });
}
