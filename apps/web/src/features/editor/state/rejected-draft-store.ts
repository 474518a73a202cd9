import { siteV2Schema, type SiteV2 } from '@eventsite/core/schemas/site';
import { z } from 'zod';

/**
 * A draft the server refused because the site was saved elsewhere meanwhile (409). It is kept in the
 * browser until the owner takes it back or lets it go, so no edit is lost, even over a reload.
 */
export interface RejectedDraft {
  site: SiteV2;
  /** When it was refused, ISO 8601. */
  rejectedAt: string;
}

const storedDraftSchema = z.object({ site: siteV2Schema, rejectedAt: z.string() });

const keyOf = (siteId: string) => `eventsite.rejected-draft.${siteId}`;

export function keepRejectedDraft(site: SiteV2, now = new Date()): void {
  const draft: RejectedDraft = { site, rejectedAt: now.toISOString() };
  try {
    window.localStorage.setItem(keyOf(site._id), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft still lives in the editor until the page closes.
  }
}

export function readRejectedDraft(siteId: string): RejectedDraft | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(keyOf(siteId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetRejectedDraft(siteId: string): void {
  try {
    window.localStorage.removeItem(keyOf(siteId));
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
