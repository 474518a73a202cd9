import { z } from 'zod';
import { PAYMENT_PRODUCT_KEYS } from '../constants/payment-products';
import { accountSchema } from '../schemas/account';
import { entityIdSchema, hostNameSchema, isoTimestampSchema, textSchema } from '../schemas/common';
import { errorResponseSchema } from '../schemas/error-response';
import { customDomainSchema } from '../schemas/site';
import { translatableShortTextSchema } from '../schemas/translatable-text';

/** Request and response shapes of the payment, address, account and feedback calls (`000` §7, `decisions.md` §3). */

export const paymentProductSchema = z.enum(PAYMENT_PRODUCT_KEYS);

const paymentReferenceSchema = textSchema
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/**
 * What is bought: the product and, for an address, the host it is for (the subdomain's full host or the
 * custom domain). The server works the price out again from the site; the client's price is never used.
 */
const purchaseShape = {
  paymentProduct: paymentProductSchema,
  host: hostNameSchema.optional(),
};

/** `POST /api/sites/{siteId}/payment/stripe` → a card payment session. */
export const startCardPaymentRequestSchema = z.object(purchaseShape);
export type StartCardPaymentRequest = z.infer<typeof startCardPaymentRequestSchema>;

/** `POST /api/sites/{siteId}/payment/swish`: `payerAlias` is the payer's Swish number (`000` §4, §5). */
export const startSwishPaymentRequestSchema = z.object({
  ...purchaseShape,
  payerAlias: textSchema.trim().min(1).max(40),
});
export type StartSwishPaymentRequest = z.infer<typeof startSwishPaymentRequestSchema>;

export const startSwishPaymentResponseSchema = z.object({ swishId: textSchema });
export type StartSwishPaymentResponse = z.infer<typeof startSwishPaymentResponseSchema>;

/** 422 from the Swish start call: the payment provider's reason, shown as it is (`000` §5). */
export const swishValidationErrorResponseSchema = errorResponseSchema.extend({
  validationMessage: textSchema,
});
export type SwishValidationErrorResponse = z.infer<typeof swishValidationErrorResponseSchema>;

/**
 * `POST /api/sites/{siteId}/payment/mobilepay` (`decisions.md` §8): `phoneNumber` is the payer's Danish
 * number (+45, 8 digits), sent as typed; the server normalises it.
 */
export const startMobilePayPaymentRequestSchema = z.object({
  ...purchaseShape,
  phoneNumber: textSchema.trim().min(1).max(40),
});
export type StartMobilePayPaymentRequest = z.infer<typeof startMobilePayPaymentRequestSchema>;

export const startMobilePayPaymentResponseSchema = z.object({ mobilePayId: textSchema });
export type StartMobilePayPaymentResponse = z.infer<typeof startMobilePayPaymentResponseSchema>;

/** `POST /api/orders/{orderId}/payment/mobilepay`: the order is what is paid, so only the number is sent. */
export const startOrderMobilePayPaymentRequestSchema = z.object({
  phoneNumber: textSchema.trim().min(1).max(40),
});
export type StartOrderMobilePayPaymentRequest = z.infer<typeof startOrderMobilePayPaymentRequestSchema>;

export const mobilePayPaymentParamsSchema = z.object({ mobilePayId: paymentReferenceSchema });

export const sitePaymentParamsSchema = z.object({
  siteId: entityIdSchema,
  reference: paymentReferenceSchema,
});
export const swishPaymentParamsSchema = z.object({ swishId: paymentReferenceSchema });

/** `…/orders/{orderId}/payment/…` (`000` §7): a print order's payments. */
export const orderIdParamsSchema = z.object({ orderId: entityIdSchema });
export const orderPaymentParamsSchema = z.object({
  orderId: entityIdSchema,
  reference: paymentReferenceSchema,
});
/** `POST /api/orders/{orderId}/payment/swish`: the order is what is paid, so only the payer's number is sent. */
export const startOrderSwishPaymentRequestSchema = z.object({ payerAlias: textSchema.trim().min(1).max(40) });
export type StartOrderSwishPaymentRequest = z.infer<typeof startOrderSwishPaymentRequestSchema>;

export const subdomainAvailableParamsSchema = z.object({
  siteId: entityIdSchema,
  fullHost: textSchema.min(1).max(260),
});
export const domainAvailableParamsSchema = z.object({
  siteId: entityIdSchema,
  fullDomain: textSchema.min(1).max(260),
});

/** What the owner would pay for an address: null product and 0 when nothing is paid (`000` §4). */
export const addressOfferSchema = z.object({
  paymentProduct: paymentProductSchema.nullable(),
  priceOre: z.number().int().min(0),
  note: z.enum(['subdomainAlreadyOwned']).optional(),
});
export type AddressOffer = z.infer<typeof addressOfferSchema>;

/** `GET …/host/subdomain-available/{fullHost}`. */
export const subdomainAvailabilityResponseSchema = addressOfferSchema.extend({ available: z.boolean() });
export type SubdomainAvailabilityResponse = z.infer<typeof subdomainAvailabilityResponseSchema>;

/**
 * `GET …/host/domain-available/{fullDomain}`: `available` to register; a registered domain comes with the
 * own-domain offer (the owner keeps it at their registrar), search state 3 (`000` §4).
 */
export const domainAvailabilityResponseSchema = addressOfferSchema.extend({
  available: z.boolean(),
  ownDomainOffer: addressOfferSchema,
});
export type DomainAvailabilityResponse = z.infer<typeof domainAvailabilityResponseSchema>;

/** `PUT /api/sites/{siteId}/host`. */
export const setHostRequestSchema = z.object({ host: hostNameSchema });
export type SetHostRequest = z.infer<typeof setHostRequestSchema>;
export const setHostResponseSchema = z.object({ host: hostNameSchema });

export const domainRegistrationParamsSchema = z.object({
  siteId: entityIdSchema,
  paymentReference: paymentReferenceSchema,
});
/**
 * `POST …/host/domain-registration/register-included`: a custom domain taken from the site's prepaid
 * registrations (`customDomainRegistrationsAvailable`, `000` §4: price 0, no product); `ownDomain` for a
 * domain the owner keeps at another registrar (search state 3).
 */
export const includedDomainRegistrationRequestSchema = z.object({
  /** As typed; the server normalises it (lower case, no trailing dot) like the availability search. */
  domain: textSchema.min(1).max(260),
  ownDomain: z.boolean().default(false),
});
export type IncludedDomainRegistrationRequest = z.input<typeof includedDomainRegistrationRequestSchema>;

/** `POST …/host/domain-registration/register/{paymentReference}`: the domain now belongs to the site. */
export const domainRegistrationResponseSchema = z.object({
  domain: hostNameSchema,
  expires: isoTimestampSchema,
  /** False for a domain kept at another registrar: the owner points its DNS here. */
  registered: z.boolean(),
});
export type DomainRegistrationResponse = z.infer<typeof domainRegistrationResponseSchema>;

/** `GET /api/sites/{id}/account/` (`decisions.md` §3 "Account"): the account and the site's publication. */
export const siteAccountResponseSchema = z.object({
  account: accountSchema,
  site: z.object({
    _id: textSchema,
    host: textSchema.nullable(),
    active: z.boolean(),
    activeDate: isoTimestampSchema.nullable(),
    activeExpireDate: isoTimestampSchema.nullable(),
    visitorCount: z.number().int().min(0),
    customDomains: z.array(customDomainSchema),
    customDomainActive: z.boolean(),
    /** Prepaid custom-domain registrations: while above 0 a custom domain costs nothing (`000` §4). */
    customDomainRegistrationsAvailable: z.number().int().min(0).default(0),
    /**
     * What this site pays now for a new subdomain and for a custom domain, priced by the server exactly as the
     * purchase will be (`000` §4 "Pricing rules"), in öre including VAT.
     */
    addressPrices: z.object({ subdomain: z.number().int().min(0), domainName: z.number().int().min(0) }),
    /** The RSVPs, forms and speech sign-ups whose answers nobody gets by mail; publishing warns about them. */
    formsWithoutRecipients: z
      .array(
        z.object({
          id: entityIdSchema,
          siteModuleType: z.enum(['Rsvp', 'Form', 'Speech2']),
          title: translatableShortTextSchema,
        }),
      )
      .max(100)
      .default([]),
  }),
});
export type SiteAccountResponse = z.infer<typeof siteAccountResponseSchema>;

/** `GET /api/tls/allowed?domain=`: asked by the TLS proxy before it gets a certificate on demand. */
export const tlsAllowedQuerySchema = z.object({ domain: textSchema.min(1).max(260) });

/**
 * DNS values for a domain kept at another registrar (`000` §5): an A record for the bare domain and a
 * CNAME for www.
 */
export const dnsInstructionsSchema = z.object({ aRecord: textSchema, cnameTarget: textSchema });
export type DnsInstructions = z.infer<typeof dnsInstructionsSchema>;
