/** A whole site travels in one body; rich text in three languages on a hundred modules is far below this. */
export const SITE_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
