function decodeQueryComponent(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * The first value of a query parameter in a query string (`location.search`, with or without the leading
 * '?'), decoded, or null when absent. Core has no DOM types, so this stands in for `URLSearchParams`.
 */
export function readQueryParameter(search: string, name: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decodeQueryComponent(separator === -1 ? pair : pair.slice(0, separator));
    if (key === name) return separator === -1 ? '' : decodeQueryComponent(pair.slice(separator + 1));
  }
  return null;
}

/** A path followed by a query string: `withQueryString('/en', 'a=1')` is '/en?a=1'; an empty query adds nothing. */
export function withQueryString(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? path : `${path}?${query}`;
}
