import { safeLinkHrefSchema } from '../schemas/common';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAIL_ADDRESS = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const BARE_DOMAIN = /^[^\s/?#@:]+\.[a-z]{2,}(?:[/?#]\S*)?$/i;

/**
 * The address a link in rich text gets from what the owner typed (`001` "Text", `decisions.md` §4): an
 * http(s) or mailto link as it is, a mail address as mailto, a bare domain such as 'example.se/path' as
 * https. Anything else, javascript: and data: among it, gives null.
 */
export function toSafeLinkHref(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const candidate = SCHEME.test(text)
    ? text
    : MAIL_ADDRESS.test(text)
      ? `mailto:${text}`
      : BARE_DOMAIN.test(text)
        ? `https://${text}`
        : null;
  if (candidate === null) return null;
  const href = safeLinkHrefSchema.safeParse(candidate);
  return href.success ? href.data : null;
}
