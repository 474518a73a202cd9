import { sql } from 'drizzle-orm';

/**
 * Site fields that only the server changes (publication, payments, guests' visits, reservations and
 * RSVPs, the password and noindex calls). A save keeps the stored values, whatever the body says, so an
 * owner cannot publish for free and a save cannot undo a guest's reservation made while the editor was open.
 */
export const PROTECTED_SITE_FIELDS = [
  '_id',
  'host',
  'active',
  'activeDate',
  'activeExpireDate',
  'customDomains',
  'customDomainActive',
  'customDomainActiveDate',
  'customDomainRegistrationsAvailable',
  'visitorCount',
  'giftRegistryReservations',
  'hasRsvps',
  'password',
  // Derived for the answer, never stored.
  'hasPassword',
  'metaNoindex',
  'quickStart',
] as const;

/** The list as a PostgreSQL `text[]`; the names are constants above, never input. */
export const PROTECTED_SITE_FIELDS_SQL = sql.raw(
  `ARRAY[${PROTECTED_SITE_FIELDS.map((field) => `'${field}'`).join(', ')}]::text[]`,
);
