import { siteV2Schema } from '@eventsite/core/schemas/site';
import { z } from 'zod';

/*
 * The quick-start draft in local storage (`000` §4, issue 7): what the visitor made survives a reload and a
 * closed tab, and is removed once it has become their site. One draft per editor base path, so the
 * quick start and the wizard keep their own. A wizard draft remembers the answers it was made from.
 */

const KEY_PREFIX = 'quickStartDraft:';

const storedDraftSchema = z.object({
  site: siteV2Schema,
  /** The wizard's answers the draft was generated from, as JSON; null for the quick start. */
  source: z.string().nullable(),
});
export type QuickStartDraft = z.infer<typeof storedDraftSchema>;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft of an editor base path, or null when none is stored or it no longer reads as a site. */
export function readQuickStartDraft(basePath: string): QuickStartDraft | null {
  const text = localStore()?.getItem(KEY_PREFIX + basePath);
  if (!text) return null;
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeQuickStartDraft(basePath: string, draft: QuickStartDraft): void {
  try {
    localStore()?.setItem(KEY_PREFIX + basePath, JSON.stringify(draft));
  } catch {
    // A full storage only costs the restore after a reload.
  }
}

export function removeQuickStartDraft(basePath: string): void {
  localStore()?.removeItem(KEY_PREFIX + basePath);
}
