import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { z } from 'zod';
import { httpsCall, type HttpsAnswer } from './https-call';
import {
  SwishValidationError,
  type CreateSwishRefundInput,
  type CreateSwishRequestInput,
  type SwishProvider,
  type SwishRequestState,
} from './swish-provider';

export interface SwishCommerceSettings {
  apiUrl: string;
  payeeAlias: string;
  certificatePath: string;
  certificatePassphrase: string;
  caPath: string | undefined;
}

const swishErrorsSchema = z.array(
  z.object({ errorCode: z.string().nullable().optional(), errorMessage: z.string().nullable().optional() }),
);

const paymentRequestSchema = z.object({
  status: z.enum(['CREATED', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED']),
  errorMessage: z.string().nullable().optional(),
  /** Swish's own reference of a paid request, which a refund names. */
  paymentReference: z.string().nullable().optional(),
});

/** Swish wants the amount in kronor with two decimals, e.g. "499.00". */
function kronor(amountOre: number): string {
  return (amountOre / 100).toFixed(2);
}

/**
 * The Swish Commerce API (`decisions.md` §6): payment requests are created with the merchant's TLS client
 * certificate and report to an HTTPS callback URL; the request is read back by id, which is also how a lost
 * callback is recovered.
 */
export class SwishCommerceProvider implements SwishProvider {
  readonly name = 'swish';
  private readonly agent: Agent;

  constructor(private readonly settings: SwishCommerceSettings) {
    this.agent = new Agent({
      pfx: readFileSync(settings.certificatePath),
      passphrase: settings.certificatePassphrase,
      ca: settings.caPath ? readFileSync(settings.caPath) : undefined,
      keepAlive: true,
    });
  }

  private call(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<HttpsAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return httpsCall(`${this.settings.apiUrl}${path}`, {
      method,
      agent: this.agent,
      headers: payload
        ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
        : {},
      payload,
      timeoutMessage: 'Swish did not answer in time',
    });
  }

  async createPaymentRequest(input: CreateSwishRequestInput): Promise<void> {
    const answer = await this.call('PUT', `/api/v2/paymentrequests/${input.instructionId}`, {
      payeePaymentReference: input.payeePaymentReference,
      callbackUrl: input.callbackUrl,
      payerAlias: input.payerAlias,
      payeeAlias: this.settings.payeeAlias,
      amount: kronor(input.amountOre),
      currency: 'SEK',
      message: input.message.slice(0, 50),
    });
    if (answer.status === 201) return;
    if (answer.status === 422) {
      const errors = swishErrorsSchema.safeParse(JSON.parse(answer.body || '[]'));
      const first = errors.success ? errors.data[0] : undefined;
      throw new SwishValidationError(first?.errorCode ?? 'UNKNOWN', first?.errorMessage ?? answer.body);
    }
    throw new Error(`Swish answered ${answer.status} to a payment request: ${answer.body.slice(0, 500)}`);
  }

  private async readPaymentRequest(instructionId: string) {
    const answer = await this.call('GET', `/api/v1/paymentrequests/${instructionId}`);
    if (answer.status !== 200) {
      throw new Error(
        `Swish answered ${answer.status} when asked for ${instructionId}: ${answer.body.slice(0, 500)}`,
      );
    }
    return paymentRequestSchema.parse(JSON.parse(answer.body));
  }

  async retrievePaymentRequest(instructionId: string): Promise<SwishRequestState> {
    const request = await this.readPaymentRequest(instructionId);
    return { status: request.status, errorMessage: request.errorMessage ?? null };
  }

  /** A refund Swish already holds under this id is not asked for again, so a retry never pays back twice. */
  async refundPayment(input: CreateSwishRefundInput): Promise<void> {
    const existing = await this.call('GET', `/api/v1/refunds/${input.refundId}`);
    if (existing.status === 200) return;
    const original = await this.readPaymentRequest(input.originalInstructionId);
    if (original.status !== 'PAID' || !original.paymentReference) {
      throw new Error(`Swish payment request ${input.originalInstructionId} is not paid; nothing to refund`);
    }
    const answer = await this.call('PUT', `/api/v2/refunds/${input.refundId}`, {
      originalPaymentReference: original.paymentReference,
      callbackUrl: input.callbackUrl,
      payerAlias: this.settings.payeeAlias,
      amount: kronor(input.amountOre),
      currency: 'SEK',
      message: input.message.slice(0, 50),
    });
    if (answer.status !== 201) {
      throw new Error(`Swish answered ${answer.status} to a refund: ${answer.body.slice(0, 500)}`);
    }
  }
}
