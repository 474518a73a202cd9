import { swishValidationErrorResponseSchema } from '@eventsite/core';
import { errorResponses } from '../../error-responses';

const START_PAYMENT_ERRORS = errorResponses(400, 403, 404, 409, 415, 502);

/**
 * What starting a payment answers, for a site's product or a print order alike: 409 when there is nothing
 * to pay (paid already, or the address is taken or free), 502 when the payment provider fails.
 */
export function startPaymentResponses<Ok>(ok: Ok) {
  return { 200: ok, ...START_PAYMENT_ERRORS };
}

/** Starting a Swish or MobilePay payment: also 422 with `validationMessage` when the provider refuses the input. */
export function phonePaymentResponses<Ok>(ok: Ok) {
  return { 200: ok, 422: swishValidationErrorResponseSchema, ...START_PAYMENT_ERRORS };
}
