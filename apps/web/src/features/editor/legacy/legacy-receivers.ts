import type { LegacyMailReceivers } from '@eventsite/core/schemas/legacy-site';
import type { LegacyMailReceiverCategory } from '@eventsite/core/constants/legacy-modules';

/** A category's receivers as a list; a legacy site may store one mail as a plain string (`002` §3). */
export function receiversOf(receivers: LegacyMailReceivers, category: LegacyMailReceiverCategory): string[] {
  const value = receivers[category];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}
