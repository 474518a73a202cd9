import { z } from 'zod';
import { textSchema } from './common';

/**
 * Every error the server answers with (issue 22): a stable name on the wire that the client branches on,
 * so two different 409s never look the same. The server's catalogue gives each its status and texts.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BAD_REQUEST',
  'WRONG_LOGIN',
  'WRONG_ACCOUNT_PASSWORD',
  'NOT_LOGGED_IN',
  'NOT_SITE_OWNER',
  'NOT_FOUND',
  'MAIL_TAKEN',
  'RESET_TOKEN_INVALID',
  'SITE_NOT_FOUND',
  'SITE_PASSWORD_REQUIRED',
  'WRONG_SITE_PASSWORD',
  'SITE_EXISTS',
  'SITE_VERSION_CONFLICT',
  'SITE_MODEL_MISMATCH',
  'NOT_OFFERED_BY_BRAND',
  'SITE_NOT_PUBLISHED',
  'MAP_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'FORM_ANSWER_INVALID',
  'RSVP_CLOSED',
  'WRONG_RESERVATION_PASSWORD',
  'RESERVATION_QUANTITY_UNAVAILABLE',
  'GIFT_NOT_RESERVABLE',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_LARGE',
  'IMAGE_MISSING',
  'CROP_SOURCE_NOT_FOUND',
  'CROP_OUTSIDE_IMAGE',
  'PAYMENT_REQUIRED',
  'ORDER_NOT_FOUND',
  'ORDER_ALREADY_PAID',
  'PRINT_NOT_FOUND',
  'PRINT_SITE_MISMATCH',
  'PRINT_RENDER_FAILED',
  'SHIPMENT_OPTIONS_FAILED',
  'SHIPMENT_METHOD_UNAVAILABLE',
  'ORDER_STEP_UNAVAILABLE',
  'PAYMENT_NOT_FOUND',
  'RECEIPT_NOT_FOUND',
  'NOTHING_TO_PAY',
  'NO_INCLUDED_REGISTRATION',
  'ADDRESS_UNAVAILABLE',
  'ADDRESS_INVALID',
  'SWISH_VALIDATION_FAILED',
  'MOBILEPAY_VALIDATION_FAILED',
  'PAYMENT_METHOD_NOT_OFFERED',
  'PAYMENT_PROVIDER_FAILED',
  'WEBHOOK_SIGNATURE_INVALID',
  'REGISTRAR_UNAVAILABLE',
  'DOMAIN_REGISTRATION_FAILED',
  'HOUSEHOLD_NOT_FOUND',
  'HOUSEHOLD_LINK_UNKNOWN',
  'NOT_ON_GUEST_LIST',
  'GUEST_LIST_FULL',
  'HOUSEHOLD_LANGUAGE_NOT_OFFERED',
  'OVERLOADED',
  'SERVICE_UNAVAILABLE',
  'HOUSEHOLD_CARDS_UNAVAILABLE',
  'HOUSEHOLD_CARDS_QUANTITY_CHANGED',
  'REMINDERS_NOT_POSSIBLE',
  'SCHEDULE_EVENT_UNKNOWN',
  'EVENT_NOT_INVITED',
  'SEATING_REVISION_CONFLICT',
  'SEATING_GUEST_UNKNOWN',
  'SEATING_PLAN_EMPTY',
  'GIFT_NOT_FOUND',
  'GIFT_NOT_REMOVABLE',
  'PLACE_CARDS_NOT_OFFERED',
  'PLACE_CARDS_QUANTITY_CHANGED',
  'SPEECH_SIGNUPS_CLOSED',
  'SPEECH_SIGNUPS_FULL',
  'SPEECH_ORDER_STALE',
  'TOASTMASTER_LINK_INVALID',
  'TOASTMASTER_NOT_FOUND',
  'GUEST_PHOTOS_CLOSED',
  'GUEST_PHOTOS_LIMIT_REACHED',
  'GUEST_PHOTO_UNREADABLE',
  'GUEST_PHOTO_TOO_LARGE',
  'GUEST_PHOTO_NOT_FOUND',
  'SLIDESHOW_LINK_INVALID',
  'RANGE_NOT_SATISFIABLE',
  'GUEST_PHOTO_UPLOAD_BUSY',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The standard error answer (`decisions.md` §2, `000` §3), with its code (issue 22). */
export const errorDescriptionSchema = z.object({ sv: textSchema, en: textSchema, da: textSchema });

export const errorResponseSchema = z.object({
  isErrorResponse: z.literal(true),
  code: errorCodeSchema,
  errorDescription: errorDescriptionSchema,
  message: textSchema,
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ErrorDescription = z.infer<typeof errorDescriptionSchema>;

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return errorResponseSchema.safeParse(value).success;
}
