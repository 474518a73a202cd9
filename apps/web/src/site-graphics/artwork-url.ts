// Only the file addresses are bundled: the browser fetches an artwork file when a piece that paints it is
// shown, so a site downloads its own decoration and nothing else. `no-inline` keeps small files out of the
// bundle as data URIs, where every site would pay for every decoration and nothing would be cached apart.
const ARTWORK_URLS = import.meta.glob<string>('./artwork/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The address of an artwork file of a site graphic piece (a name without `.svg`). */
export function artworkUrl(file: string): string {
  const url = ARTWORK_URLS[`./artwork/${file}.svg`];
  if (url === undefined) throw new Error(`Site graphic artwork missing: ${file}.svg`);
  return url;
}
