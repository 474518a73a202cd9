/** A payment request's status at Swish; CREATED means the payer has not answered yet. */
export type SwishRequestStatus = 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED';

export interface SwishRequestState {
  status: SwishRequestStatus;
  errorMessage: string | null;
}

export interface CreateSwishRequestInput {
  /** Our id of the request, 32 upper-case hex digits as Swish wants it; Swish keeps it as the request's id. */
  instructionId: string;
  /** Our payment reference, shown in the merchant's Swish reports. */
  payeePaymentReference: string;
  amountOre: number;
  /** The payer's number, normalised (`000` §5). */
  payerAlias: string;
  /** Shown to the payer in the Swish app. */
  message: string;
  callbackUrl: string;
}

export interface CreateSwishRefundInput {
  /** Our id of the refund, 32 upper-case hex digits, made from the payment's reference so a retry reuses it. */
  refundId: string;
  /** The paid payment request's id. */
  originalInstructionId: string;
  amountOre: number;
  message: string;
  callbackUrl: string;
}

/** Swish refused the request's input (HTTP 422); its message is shown to the payer as it is (`000` §5). */
export class SwishValidationError extends Error {
  override name = 'SwishValidationError';

  constructor(
    readonly errorCode: string,
    readonly validationMessage: string,
  ) {
    super(`${errorCode}: ${validationMessage}`);
  }
}

/** Swish payment requests (`decisions.md` §6): the Swish Commerce API, or the simulator. */
export interface SwishProvider {
  readonly name: 'swish' | 'simulated-swish';
  createPaymentRequest(input: CreateSwishRequestInput): Promise<void>;
  retrievePaymentRequest(instructionId: string): Promise<SwishRequestState>;
  /** Pays a paid request's money back to the payer; asking again with the same refund id changes nothing. */
  refundPayment(input: CreateSwishRefundInput): Promise<void>;
}
