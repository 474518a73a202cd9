import type { SiteV2 } from '../../schemas/site';

/** Who gets the answers of a Form or Rsvp module (`002` §3 `formRecipients`); none when not set. */
export function recipientsOfForm(site: Pick<SiteV2, 'formRecipients'>, formId: string): string[] {
  return [...(site.formRecipients.find((entry) => entry.formId === formId)?.recipients ?? [])];
}
