/**
 * The element of a public host's `index.html` that carries the rendered page's data (`PublicPageData`) as
 * JSON. Kept apart from the schema, so the browser reads the id without the schema library.
 */
export const PUBLIC_PAGE_DATA_ELEMENT_ID = 'public-site-data';
