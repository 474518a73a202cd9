import { z } from 'zod';
import { entityIdSchema, textSchema } from './common';
import { HOUSEHOLD_NAME_MAX } from './household';

/** A room holds at most this many tables, and a table this many seats (issue 35). */
export const SEATING_TABLES_MAX = 100;
export const SEATING_TABLE_SEATS_MAX = 40;
export const SEATING_TABLE_SEATS_DEFAULT = 8;
export const SEATING_TABLE_NAME_MAX = 40;
export const SEATING_TABLE_SHAPES = ['round', 'long'] as const;
export type SeatingTableShape = (typeof SEATING_TABLE_SHAPES)[number];

/**
 * Who a seat belongs to: a party and one of its people. The party is the guest-list household the answer came
 * through (its id), or for an answer given without a personal link the submission's group identifier, which
 * ties the guests who answered together.
 */
export const seatingPartyIdSchema = textSchema.min(1).max(100);
/** A person of a party by the name they answered with. */
export const seatedPersonSchema = z.object({
  householdId: seatingPartyIdSchema,
  member: textSchema.trim().min(1).max(HOUSEHOLD_NAME_MAX),
});
export type SeatedPerson = z.infer<typeof seatedPersonSchema>;

/**
 * One table of the room. `x` and `y` place its centre on the room drawing, in per cent of the room's width
 * and height, so the plan draws the same on a phone, a desktop and an A3 sheet.
 */
export const seatingTableSchema = z
  .object({
    id: entityIdSchema,
    name: textSchema.trim().min(1).max(SEATING_TABLE_NAME_MAX),
    shape: z.enum(SEATING_TABLE_SHAPES),
    seats: z.number().int().min(1).max(SEATING_TABLE_SEATS_MAX),
    x: z.number().min(0).max(100),
    y: z.number().min(0).max(100),
    places: z.array(seatedPersonSchema).max(SEATING_TABLE_SEATS_MAX),
  })
  .refine((table) => table.places.length <= table.seats, {
    message: 'a table seats no more people than its seats',
    path: ['places'],
  });
export type SeatingTable = z.infer<typeof seatingTableSchema>;

/**
 * When guests see the plan (issue 35 item 4): a personal link's household its own seats from `from`
 * (YYYY-MM-DD on the market's clock; null: the event's day); with `searchable`, anyone on the site may look a
 * name up from the same day.
 */
export const seatingVisibilitySchema = z.object({
  from: z.iso.date().nullable().default(null),
  searchable: z.boolean().default(false),
});
export type SeatingVisibility = z.infer<typeof seatingVisibilitySchema>;

/** The tables as the owner arranges them: each person on at most one seat, table ids unique. */
export const seatingTablesSchema = z
  .array(seatingTableSchema)
  .max(SEATING_TABLES_MAX)
  .refine((tables) => new Set(tables.map((table) => table.id)).size === tables.length, {
    message: 'table ids are unique',
  })
  .refine(
    (tables) => {
      const keys = tables.flatMap((table) => table.places.map(seatedPersonKey));
      return new Set(keys).size === keys.length;
    },
    { message: 'a person has one seat' },
  );

/** One person who said yes to the seated event, as the seating screen lists them. */
export const seatingGuestSchema = seatedPersonSchema.extend({
  /** The household's name on the guest list, or for an answer without a link the first guest's name. */
  party: textSchema,
  /** Their non-empty answers to the questions the owner marked as diet or allergy (with consent only). */
  diets: z.array(textSchema),
});
export type SeatingGuest = z.infer<typeof seatingGuestSchema>;

/** A person taken off their seat because they no longer come (answered no, or their answer was erased). */
export const seatingRemovalSchema = seatedPersonSchema.extend({ table: textSchema });
export type SeatingRemoval = z.infer<typeof seatingRemovalSchema>;

/** `?event={eventId}`: the programme's event seated; without it, the RSVP's yes for the whole day. */
export const seatingQuerySchema = z.object({ event: entityIdSchema.optional() });
export type SeatingQuery = z.infer<typeof seatingQuerySchema>;

/**
 * `GET /api/sites/{siteId}/seating?event=` (issue 35): the plan as stored, less the people who no longer come
 * (in `removed`, until the owner's next save), and everyone coming who has no seat in `unplaced` (a new yes
 * waits there), in the order `seatingGuests` lists them. `revision` is 0 before the first save.
 */
export const seatingPlanSchema = z.object({
  eventId: entityIdSchema.nullable(),
  revision: z.number().int().min(0),
  tables: z.array(seatingTableSchema),
  unplaced: z.array(seatedPersonSchema),
  guests: z.array(seatingGuestSchema),
  removed: z.array(seatingRemovalSchema),
  visibility: seatingVisibilitySchema,
});
export type SeatingPlan = z.infer<typeof seatingPlanSchema>;

/**
 * `PUT /api/sites/{siteId}/seating?event=`: the tables and visibility with the `revision` the client read.
 * 200 with the plan at its new revision; 409 `SEATING_REVISION_CONFLICT` with the stored plan
 * (`seatingConflictResponseSchema`). Places of people who do not come are refused (`SEATING_GUEST_UNKNOWN`).
 */
export const seatingSaveSchema = z.object({
  revision: z.number().int().min(0),
  tables: seatingTablesSchema,
  visibility: seatingVisibilitySchema.default({ from: null, searchable: false }),
});
export type SeatingSave = z.infer<typeof seatingSaveSchema>;

/** A person's key for sets and maps: party and name. */
export function seatedPersonKey(person: SeatedPerson): string {
  return `${person.householdId}\u0000${person.member}`;
}

/** A guest's own seats through their personal link, once the plan is shown (issue 35 item 4). */
export const guestSeatSchema = z.object({ member: textSchema, table: textSchema });
export type GuestSeat = z.infer<typeof guestSeatSchema>;

/** `GET /api/sites/public/{siteId}/seating/search?name=`: at least two letters of a name. */
export const seatingSearchQuerySchema = z.object({
  name: textSchema.trim().min(2).max(HOUSEHOLD_NAME_MAX),
  event: entityIdSchema.optional(),
});
export type SeatingSearchQuery = z.infer<typeof seatingSearchQuerySchema>;

/** At most this many names answer one search, so the plan cannot be read whole through it. */
export const SEATING_SEARCH_MATCHES_MAX = 10;

/** The names found, each with its table; 404 while the plan is not searchable or not yet shown. */
export const seatingSearchResponseSchema = z.object({ matches: z.array(guestSeatSchema) });
export type SeatingSearchResponse = z.infer<typeof seatingSearchResponseSchema>;
