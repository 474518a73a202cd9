import type { PaymentProductKey } from '@eventsite/core/constants/payment-products';

/** What the payment dialog charges for: the product and, for an address, its host. */
export interface Purchase {
  siteId: string;
  paymentProduct: PaymentProductKey;
  host?: string;
  /** The price the server quoted, in öre, shown in the dialog. */
  priceOre: number;
}
