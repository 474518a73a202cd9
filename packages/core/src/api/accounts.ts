import { z } from 'zod';
import { textSchema } from '../schemas/common';
import { INTERFACE_LANGUAGES, PASSWORD_MIN_LENGTH } from '../constants/platform';

/** Request and response shapes of the account calls (`decisions.md` §3, `002` §7). */

export const mailSchema = textSchema.trim().toLowerCase().pipe(z.email().max(254));

export const siteRefSchema = z.object({ _id: textSchema });

export const loginRequestSchema = z.object({
  mail: mailSchema,
  password: textSchema.min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ site: siteRefSchema.nullable() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  mail: mailSchema,
  password: textSchema.min(PASSWORD_MIN_LENGTH).max(1024),
  /** The interface language the account is used in; reset mails are written in it. */
  language: z.enum(INTERFACE_LANGUAGES).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ mail: textSchema, site: siteRefSchema.nullable() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const meResponseSchema = z.object({
  mail: textSchema,
  site: siteRefSchema.nullable(),
  language: z.enum(INTERFACE_LANGUAGES),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `DELETE /api/accounts/me/` (issue 33, item 3): the password again, so a left-open browser deletes nothing. */
export const deleteAccountRequestSchema = z.object({ password: textSchema.min(1).max(1024) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * `GET /api/accounts/me/export` while the zip is built: how many of its files are written so far, of how
 * many (0 of 0 before they are counted). When it is ready the route answers the zip itself.
 */
export const accountExportPreparingSchema = z.object({
  status: z.literal('preparing'),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type AccountExportPreparing = z.infer<typeof accountExportPreparingSchema>;

export const resetPasswordRequestSchema = z.object({
  mail: mailSchema,
  language: z.enum(INTERFACE_LANGUAGES).optional(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const setPasswordRequestSchema = z.object({
  password: textSchema.min(PASSWORD_MIN_LENGTH).max(1024),
  token: textSchema.min(1).max(200),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
