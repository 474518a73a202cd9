import {
  SwishValidationError,
  type CreateSwishRefundInput,
  type CreateSwishRequestInput,
  type SwishProvider,
  type SwishRequestState,
  type SwishRequestStatus,
} from './swish-provider';

export interface SimulatedSwishRequest {
  id: string;
  payeePaymentReference: string;
  payerAlias: string;
  amountOre: number;
  message: string;
  status: SwishRequestStatus;
  errorMessage: string | null;
  createdAt: Date;
  /** What was paid back to the payer. */
  refunds: { id: string; amountOre: number }[];
}

/** How the simulator's page settles a request, as a payer or Swish would. */
const SIMULATED_SWISH_OUTCOMES = {
  approve: { status: 'PAID', errorMessage: null },
  decline: { status: 'DECLINED', errorMessage: null },
  fail: { status: 'ERROR', errorMessage: 'Betalningen kunde inte genomföras hos banken (simulerat fel).' },
  cancel: { status: 'CANCELLED', errorMessage: null },
} as const satisfies Record<string, SwishRequestState>;
export type SimulatedSwishOutcome = keyof typeof SIMULATED_SWISH_OUTCOMES;

/** A Swedish mobile number in international form, as Swish accepts payer aliases. */
const PAYER_ALIAS = /^46\d{7,13}$/;

/**
 * Swish without Swish (`decisions.md` §6): requests wait at `/dev/swish` for someone to approve, decline,
 * fail or cancel them (or are approved at once with auto-approve); settling one "posts the callback" by
 * calling `onCallback`, unless told to lose it, as a network sometimes does.
 */
export class SimulatedSwishProvider implements SwishProvider {
  readonly name = 'simulated-swish';
  private readonly requests = new Map<string, SimulatedSwishRequest>();
  onCallback: (instructionId: string) => Promise<void> = async () => {};

  constructor(
    public autoApprove: boolean,
    private readonly now: () => Date,
  ) {}

  async createPaymentRequest(input: CreateSwishRequestInput): Promise<void> {
    if (!PAYER_ALIAS.test(input.payerAlias)) {
      throw new SwishValidationError(
        'BE18',
        'Swish-numret är ogiltigt. Ange ett mobilnummer som är kopplat till Swish.',
      );
    }
    this.requests.set(input.instructionId, {
      id: input.instructionId,
      payeePaymentReference: input.payeePaymentReference,
      payerAlias: input.payerAlias,
      amountOre: input.amountOre,
      message: input.message,
      status: 'CREATED',
      errorMessage: null,
      createdAt: this.now(),
      refunds: [],
    });
    if (this.autoApprove) {
      // Swish answers the create first and calls back afterwards.
      setImmediate(() => void this.settle(input.instructionId, 'approve'));
    }
  }

  async retrievePaymentRequest(instructionId: string): Promise<SwishRequestState> {
    const request = this.requests.get(instructionId);
    if (!request) throw new Error(`The Swish simulator has no payment request ${instructionId}`);
    return { status: request.status, errorMessage: request.errorMessage };
  }

  /** Like Swish, refunds only a paid request, never more than it took, and once per refund id. */
  async refundPayment(input: CreateSwishRefundInput): Promise<void> {
    const request = this.requests.get(input.originalInstructionId);
    if (request?.status !== 'PAID') throw new Error(`No paid Swish request ${input.originalInstructionId}`);
    if (request.refunds.some((refund) => refund.id === input.refundId)) return;
    const refunded = request.refunds.reduce((sum, refund) => sum + refund.amountOre, 0);
    if (refunded + input.amountOre > request.amountOre) throw new Error('Refunds exceed the payment');
    request.refunds.push({ id: input.refundId, amountOre: input.amountOre });
  }

  /** Requests still waiting for the payer, newest first. */
  pending(): SimulatedSwishRequest[] {
    return [...this.requests.values()]
      .filter((request) => request.status === 'CREATED')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  all(): SimulatedSwishRequest[] {
    return [...this.requests.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** Settles a waiting request; false when there is none. `loseCallback` keeps the callback from arriving. */
  async settle(
    instructionId: string,
    outcome: SimulatedSwishOutcome,
    loseCallback = false,
  ): Promise<boolean> {
    const request = this.requests.get(instructionId);
    if (!request || request.status !== 'CREATED') return false;
    Object.assign(request, SIMULATED_SWISH_OUTCOMES[outcome]);
    if (!loseCallback) await this.onCallback(instructionId);
    return true;
  }
}
