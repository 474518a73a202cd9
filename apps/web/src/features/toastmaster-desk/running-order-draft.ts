import type { RunningOrderSlot, RunningOrderUpdate, ToastmasterDesk } from '@eventsite/core/api/speeches';
import { normaliseRunningOrder, unplacedSpeeches } from '@eventsite/core/rules/speech-running-order';

/** The column of speeches not yet given a slot. */
export const UNPLACED = 'unplaced';

/** The running order as the toastmaster edits it, before it is saved. */
export interface RunningOrderDraft {
  slots: RunningOrderSlot[];
  unplaced: string[];
  /** The toastmaster's note per speech id. */
  notes: Record<string, string>;
}

/**
 * The desk's saved order as a draft, as core's rules read it: one entry per slot the desk offers; every
 * speech in no slot is unplaced, in the order they signed up.
 */
export function draftOf(desk: ToastmasterDesk): RunningOrderDraft {
  const slots = normaliseRunningOrder(desk.order.slots, desk.slots, desk.speeches);
  const signedUp = [...desk.speeches].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const unplaced = unplacedSpeeches(slots, signedUp).map((speech) => speech._id);
  const notes = Object.fromEntries(desk.speeches.map((speech) => [speech._id, speech.toastmasterNote]));
  return { slots, unplaced, notes };
}

/** The column (a slot id or `UNPLACED`) a speech is in, or null for an unknown speech. */
export function columnOf(draft: RunningOrderDraft, speechId: string): string | null {
  if (draft.unplaced.includes(speechId)) return UNPLACED;
  return draft.slots.find((slot) => slot.speechIds.includes(speechId))?.slotId ?? null;
}

export function speechIdsIn(draft: RunningOrderDraft, column: string): string[] {
  if (column === UNPLACED) return draft.unplaced;
  return draft.slots.find((slot) => slot.slotId === column)?.speechIds ?? [];
}

function withColumn(draft: RunningOrderDraft, column: string, speechIds: string[]): RunningOrderDraft {
  if (column === UNPLACED) return { ...draft, unplaced: speechIds };
  return {
    ...draft,
    slots: draft.slots.map((slot) => (slot.slotId === column ? { ...slot, speechIds } : slot)),
  };
}

/** Moves a speech to `index` of a column (clamped; past the end = last). Unknown ids change nothing. */
export function moveSpeech(
  draft: RunningOrderDraft,
  speechId: string,
  toColumn: string,
  index: number,
): RunningOrderDraft {
  const from = columnOf(draft, speechId);
  const columnExists = toColumn === UNPLACED || draft.slots.some((slot) => slot.slotId === toColumn);
  if (from === null || !columnExists) return draft;
  const without = withColumn(
    draft,
    from,
    speechIdsIn(draft, from).filter((id) => id !== speechId),
  );
  const target = [...speechIdsIn(without, toColumn)];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, speechId);
  return withColumn(without, toColumn, target);
}

/** One step earlier (-1) or later (+1) within its column; at the column's edge nothing changes. */
export function stepSpeech(draft: RunningOrderDraft, speechId: string, step: -1 | 1): RunningOrderDraft {
  const column = columnOf(draft, speechId);
  if (column === null) return draft;
  const index = speechIdsIn(draft, column).indexOf(speechId);
  const next = index + step;
  if (next < 0 || next >= speechIdsIn(draft, column).length) return draft;
  return moveSpeech(draft, speechId, column, next);
}

export function setPlannedMinutes(
  draft: RunningOrderDraft,
  slotId: string,
  minutes: number,
): RunningOrderDraft {
  return {
    ...draft,
    slots: draft.slots.map((slot) => (slot.slotId === slotId ? { ...slot, plannedMinutes: minutes } : slot)),
  };
}

export function setNote(draft: RunningOrderDraft, speechId: string, note: string): RunningOrderDraft {
  return { ...draft, notes: { ...draft.notes, [speechId]: note } };
}

/** What `PUT /api/toastmaster/{token}/order` is sent: the whole order and every note. */
export function updateOf(draft: RunningOrderDraft, revision: number): RunningOrderUpdate {
  return {
    revision,
    slots: draft.slots,
    notes: Object.entries(draft.notes).map(([speechId, note]) => ({ speechId, note })),
  };
}

export function sameDraft(a: RunningOrderDraft, b: RunningOrderDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
