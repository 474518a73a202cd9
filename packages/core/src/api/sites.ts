import { z } from 'zod';
import { entityIdSchema, hostNameSchema, textSchema } from '../schemas/common';
import { errorResponseSchema } from '../schemas/error-response';
import { householdTokenSchema } from '../schemas/household';
import { publicSiteSchema } from '../schemas/public-site';
import { siteSchema, siteV2ObjectSchema, siteVersionEntrySchema } from '../schemas/site';
import { wizardDataSchema } from '../schemas/wizard-data';
import { siteLanguageCodeSchema } from '../schemas/translatable-text';
import { siteRefSchema } from './accounts';

/** Request and response shapes of the site calls (`decisions.md` §3, `000` §7, `001` §7, `002` §7). */

export const siteIdParamsSchema = z.object({ siteId: entityIdSchema });
export type SiteIdParams = z.infer<typeof siteIdParamsSchema>;

export const siteVersionParamsSchema = z.object({
  siteId: entityIdSchema,
  siteVersion: z.coerce.number().int().min(0).max(2_000_000_000),
});
export type SiteVersionParams = z.infer<typeof siteVersionParamsSchema>;

/**
 * `POST /api/sites/V2`: the site the wizard or quick start built, and the wizard's answers. The server
 * gives the site its `_id`, so the draft's own (e.g. 'QUICK-START') is optional and ignored.
 */
export const createSiteRequestSchema = z.object({
  site: siteV2ObjectSchema.extend({ _id: entityIdSchema.optional() }),
  wizardData: wizardDataSchema.nullable().optional(),
});
export type CreateSiteRequest = z.infer<typeof createSiteRequestSchema>;

export const createSiteResponseSchema = z.object({ site: siteRefSchema });
export type CreateSiteResponse = z.infer<typeof createSiteResponseSchema>;

/** `GET /api/sites/{id}/versions`: newest first. */
export const siteVersionsResponseSchema = z.array(siteVersionEntrySchema);
export type SiteVersionsResponse = z.infer<typeof siteVersionsResponseSchema>;

/** 409 on a save whose `siteVersion` is not the stored one: the current site, so the client can reload. */
export const siteVersionConflictResponseSchema = errorResponseSchema.extend({ site: siteSchema });
export type SiteVersionConflictResponse = z.infer<typeof siteVersionConflictResponseSchema>;

/** 409 on create when the account owns a site already, and 401 on a password-protected public site. */
export const siteIdErrorResponseSchema = errorResponseSchema.extend({ siteId: textSchema });
export type SiteIdErrorResponse = z.infer<typeof siteIdErrorResponseSchema>;

/** `GET /api/sites/quick-start/{demoHost}`: a demo draft to edit without an account. */
export const quickStartResponseSchema = z.object({
  site: siteSchema,
  loggedInUsersSiteId: textSchema.nullable(),
});
export type QuickStartResponse = z.infer<typeof quickStartResponseSchema>;

export const quickStartParamsSchema = z.object({ demoHost: textSchema.min(1).max(260) });

export const publicSiteByHostParamsSchema = z.object({ host: textSchema.min(1).max(260) });

export const publicSiteParamsSchema = z.object({ id: entityIdSchema });

/** `GET /api/sites/public/{id}/calendar.ics`: the site language the event's title is read in. */
export const eventCalendarQuerySchema = z.object({ language: siteLanguageCodeSchema.optional() });

/** `GET /api/sites/public/{id}/calendar/{eventId}.ics`: one event of the programme, or 'programme' for all. */
export const scheduleCalendarParamsSchema = z.object({ id: entityIdSchema, eventId: entityIdSchema });

/** Its language (else the household's, else the site's first) and a personal link's token (issue 34). */
export const scheduleCalendarQuerySchema = eventCalendarQuerySchema.extend({
  g: householdTokenSchema.optional(),
});

/** `POST /api/sites/public/{id}/login`. */
export const publicSiteLoginRequestSchema = z.object({ password: textSchema.max(1024) });
export type PublicSiteLoginRequest = z.infer<typeof publicSiteLoginRequestSchema>;

export const publicSiteResponseSchema = publicSiteSchema;

/** `PUT /api/sites/{siteId}/password`: trimmed; an empty one turns the guest password off (`002` §5, §7). */
export const setSitePasswordRequestSchema = z.object({ password: textSchema.trim().max(1024) });
export type SetSitePasswordRequest = z.infer<typeof setSitePasswordRequestSchema>;

/** `PUT /api/sites/{siteId}/metaNoindex` (`002` §7). */
export const setMetaNoindexRequestSchema = z.object({ metaNoindex: z.boolean() });
export type SetMetaNoindexRequest = z.infer<typeof setMetaNoindexRequestSchema>;

/** What the password call answers: whether guests now need a password. */
export const setSitePasswordResponseSchema = z.object({ passwordProtected: z.boolean() });
export type SetSitePasswordResponse = z.infer<typeof setSitePasswordResponseSchema>;

export const setMetaNoindexResponseSchema = z.object({ metaNoindex: z.boolean() });
export type SetMetaNoindexResponse = z.infer<typeof setMetaNoindexResponseSchema>;

/** `GET /api/sites/{siteId}/qr/{host}/png`: a QR code of one of the site's own addresses (`002` §7). */
export const siteQrCodeParamsSchema = z.object({ siteId: entityIdSchema, host: hostNameSchema });
export type SiteQrCodeParams = z.infer<typeof siteQrCodeParamsSchema>;

/**
 * `/integritetspolicy?lang=` (issue 33 item 1, `decisions.md` §9): the privacy page in sv, en or da; any
 * other value shows the market's own language rather than an error, as a guest may follow an old link.
 */
export const privacyPageQuerySchema = z.object({ lang: textSchema.max(20).optional() });
export type PrivacyPageQuery = z.infer<typeof privacyPageQuerySchema>;
