import type { RunningOrderSlot, SpeechSignupView } from '../api/speeches';
import type { SpeechSlot } from '../schemas/site-modules';

/** What the running order reads of a sign-up. */
type OrderedSpeech = Pick<SpeechSignupView, '_id' | 'minutes'>;

/** A slot's speeches summed against the minutes the toastmaster plans for it (issue 36 item 4). */
export interface SlotMinutes {
  slotId: string;
  plannedMinutes: number;
  minutes: number;
  /** The speeches take longer than planned; a slot not planned yet (0) is never over. */
  over: boolean;
}

/**
 * The running order as it may be stored and shown: one entry per slot the module offers, in the module's
 * order (a slot no longer offered goes, and its speeches are to be placed again); speeches that no longer
 * exist dropped; each speech in one place at most (its first); new sign-ups in no slot, so still to be placed.
 * A slot the order does not name keeps the module's planned minutes.
 */
export function normaliseRunningOrder(
  order: readonly RunningOrderSlot[],
  slots: readonly SpeechSlot[],
  speeches: readonly OrderedSpeech[],
): RunningOrderSlot[] {
  const known = new Set(speeches.map((speech) => speech._id));
  const placed = new Set<string>();
  return slots.map((slot) => {
    const saved = order.find((entry) => entry.slotId === slot.id);
    const speechIds = (saved?.speechIds ?? []).filter((id) => {
      if (!known.has(id) || placed.has(id)) return false;
      placed.add(id);
      return true;
    });
    return { slotId: slot.id, plannedMinutes: saved?.plannedMinutes ?? slot.plannedMinutes, speechIds };
  });
}

/** The speeches in no slot of the order, in the order they signed up. */
export function unplacedSpeeches<T extends OrderedSpeech>(
  order: readonly RunningOrderSlot[],
  speeches: readonly T[],
): T[] {
  const placed = new Set(order.flatMap((slot) => slot.speechIds));
  return speeches.filter((speech) => !placed.has(speech._id));
}

/** Minutes per slot of the order against its plan, with the warning when over. */
export function minutesPerSlot(
  order: readonly RunningOrderSlot[],
  speeches: readonly OrderedSpeech[],
): SlotMinutes[] {
  const minutesOf = new Map(speeches.map((speech) => [speech._id, speech.minutes]));
  return order.map((slot) => {
    const minutes = slot.speechIds.reduce((sum, id) => sum + (minutesOf.get(id) ?? 0), 0);
    return {
      slotId: slot.slotId,
      plannedMinutes: slot.plannedMinutes,
      minutes,
      over: slot.plannedMinutes > 0 && minutes > slot.plannedMinutes,
    };
  });
}

/** Where a speech is in the running order: its slot and its place there (1 = first). */
export interface SpeechPlacement {
  slotId: string;
  place: number;
}

/** Each placed speech's slot and place. */
export function speechPlacements(order: readonly RunningOrderSlot[]): Map<string, SpeechPlacement> {
  return new Map(
    order.flatMap((slot) =>
      slot.speechIds.map((id, index) => [id, { slotId: slot.slotId, place: index + 1 }] as const),
    ),
  );
}

/** What a speaker was last mailed of their place; null when never. */
export interface MailedPlacement {
  _id: string;
  mail: string;
  mailedSlotId: string | null;
  mailedPlace: number | null;
}

/**
 * The speakers "mail each speaker their slot" writes to (issue 36 item 4): those with a mail, placed, whose
 * slot or place differs from what they were last mailed, so a second press with no change sends nothing.
 */
export function speakersToNotify<T extends MailedPlacement>(
  order: readonly RunningOrderSlot[],
  speeches: readonly T[],
): { speech: T; placement: SpeechPlacement }[] {
  const placements = speechPlacements(order);
  return speeches.flatMap((speech) => {
    const placement = placements.get(speech._id);
    if (speech.mail === '' || !placement) return [];
    const unchanged = speech.mailedSlotId === placement.slotId && speech.mailedPlace === placement.place;
    return unchanged ? [] : [{ speech, placement }];
  });
}
