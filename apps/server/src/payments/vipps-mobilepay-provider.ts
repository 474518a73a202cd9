import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { z } from 'zod';
import { httpsCall, type HttpsAnswer } from './https-call';
import {
  MobilePayValidationError,
  type CreateMobilePayPaymentInput,
  type MobilePayPayment,
  type MobilePayProvider,
} from './mobilepay-provider';

export interface VippsMobilePaySettings {
  /** https://api.vipps.no, or https://apitest.vipps.no for the test environment. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  /** A root certificate (PEM) to trust besides Node's own store. */
  caPath: string | undefined;
}

const accessTokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number() });

const amountSchema = z.object({ value: z.number().int().min(0) });

const paymentSchema = z.object({
  state: z.enum(['CREATED', 'AUTHORIZED', 'ABORTED', 'EXPIRED', 'TERMINATED']),
  aggregate: z.object({
    authorizedAmount: amountSchema,
    capturedAmount: amountSchema,
    refundedAmount: amountSchema,
  }),
});

/** The ePayment API's problem answer (RFC 7807). */
const problemSchema = z.looseObject({ title: z.string().optional(), detail: z.string().optional() });

/** Renew the access token this long before it runs out. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The Vipps MobilePay ePayment API (`decisions.md` §8): a payment is created as a push message to the
 * payer's MobilePay app, read back by our reference (which is also how a lost webhook is recovered),
 * captured once authorised and refunded when its purchase could not be delivered. Every call carries an
 * access token from the client credentials, the subscription key and the merchant serial number.
 */
export class VippsMobilePayProvider implements MobilePayProvider {
  readonly name = 'mobilepay';
  private readonly agent: Agent;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly settings: VippsMobilePaySettings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.agent = new Agent({
      ca: settings.caPath ? readFileSync(settings.caPath) : undefined,
      keepAlive: true,
    });
  }

  private send(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<HttpsAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return httpsCall(`${this.settings.apiUrl}${path}`, {
      method,
      agent: this.agent,
      headers: {
        ...headers,
        'ocp-apim-subscription-key': this.settings.subscriptionKey,
        'merchant-serial-number': this.settings.merchantSerialNumber,
        'vipps-system-name': 'eventsite',
        ...(payload
          ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
          : { 'content-length': '0' }),
      },
      payload,
      timeoutMessage: 'MobilePay did not answer in time',
    });
  }

  private async accessToken(): Promise<string> {
    const now = this.now().getTime();
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > now) return this.token.value;
    const answer = await this.send('POST', '/accesstoken/get', {
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
    });
    if (answer.status !== 200) {
      throw new Error(`MobilePay refused an access token (${answer.status}): ${answer.body.slice(0, 300)}`);
    }
    const token = accessTokenSchema.parse(JSON.parse(answer.body));
    this.token = { value: token.access_token, expiresAt: now + token.expires_in * 1000 };
    return token.access_token;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<HttpsAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${await this.accessToken()}` };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const answer = await this.send(method, path, headers, body);
    if (answer.status === 401) this.token = null;
    return answer;
  }

  async createPayment(input: CreateMobilePayPaymentInput): Promise<void> {
    const answer = await this.call(
      'POST',
      '/epayment/v1/payments',
      {
        amount: { currency: 'DKK', value: input.amountOre },
        paymentMethod: { type: 'WALLET' },
        customer: { phoneNumber: input.phoneNumber },
        reference: input.reference,
        userFlow: 'PUSH_MESSAGE',
        paymentDescription: input.description.slice(0, 100),
      },
      `create-${input.reference}`,
    );
    if (answer.status === 200 || answer.status === 201) return;
    if (answer.status === 400) {
      const problem = problemSchema.safeParse(JSON.parse(answer.body || '{}'));
      const text = problem.success ? (problem.data.detail ?? problem.data.title) : undefined;
      throw new MobilePayValidationError(text ?? answer.body.slice(0, 300));
    }
    throw new Error(`MobilePay answered ${answer.status} to a payment: ${answer.body.slice(0, 500)}`);
  }

  async getPayment(reference: string): Promise<MobilePayPayment> {
    const answer = await this.call('GET', `/epayment/v1/payments/${encodeURIComponent(reference)}`);
    if (answer.status !== 200) {
      throw new Error(
        `MobilePay answered ${answer.status} when asked for ${reference}: ${answer.body.slice(0, 500)}`,
      );
    }
    const payment = paymentSchema.parse(JSON.parse(answer.body));
    return {
      state: payment.state,
      authorizedOre: payment.aggregate.authorizedAmount.value,
      capturedOre: payment.aggregate.capturedAmount.value,
      refundedOre: payment.aggregate.refundedAmount.value,
    };
  }

  private async modify(
    operation: 'capture' | 'refund',
    reference: string,
    amountOre: number,
    idempotencyKey: string,
  ): Promise<void> {
    const answer = await this.call(
      'POST',
      `/epayment/v1/payments/${encodeURIComponent(reference)}/${operation}`,
      { modificationAmount: { currency: 'DKK', value: amountOre } },
      idempotencyKey,
    );
    if (answer.status !== 200) {
      throw new Error(`MobilePay answered ${answer.status} to a ${operation}: ${answer.body.slice(0, 500)}`);
    }
  }

  capturePayment(reference: string, amountOre: number, idempotencyKey: string): Promise<void> {
    return this.modify('capture', reference, amountOre, idempotencyKey);
  }

  refundPayment(reference: string, amountOre: number, idempotencyKey: string): Promise<void> {
    return this.modify('refund', reference, amountOre, idempotencyKey);
  }
}
