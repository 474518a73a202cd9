import { httpUrlSchema } from '../../schemas/common';

export type GiftLinkResult = { ok: true; link: string | null } | { ok: false };

/**
 * The link of a wish from what the owner typed: empty means no link (null, `002` §3); a link without a
 * scheme, as people copy them ('www.shop.se/…'), gets https://; anything else must be an http(s) link.
 */
export function parseGiftLink(input: string): GiftLinkResult {
  const text = input.trim();
  if (text === '') return { ok: true, link: null };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  const parsed = httpUrlSchema.safeParse(withScheme);
  return parsed.success ? { ok: true, link: parsed.data } : { ok: false };
}
