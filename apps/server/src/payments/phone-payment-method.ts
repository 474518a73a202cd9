import { MARKET_PHONE_PAYMENT_METHOD, type PhonePaymentMethod } from '@eventsite/core';
import type { PaymentDeps } from './payment-deps';
import { AppError } from '../errors/app-error';

/** A phone payment is only taken in its market: Swish in Sweden, MobilePay in Denmark (`decisions.md` §8). */
export function requirePhonePaymentMethod(
  deps: Pick<PaymentDeps, 'config'>,
  method: PhonePaymentMethod,
): void {
  if (MARKET_PHONE_PAYMENT_METHOD[deps.config.market] !== method) {
    throw new AppError('PAYMENT_METHOD_NOT_OFFERED', {
      message: `${method} is not offered in market ${deps.config.market}`,
    });
  }
}
