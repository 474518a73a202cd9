import { addMonths } from '@eventsite/core';
import { z } from 'zod';
import { DomainTakenError, type Registrar } from './registrar';

/** The contact every domain is registered to: the platform registers on its customers' behalf. */
export const gandiOwnerContactSchema = z.object({
  given: z.string().min(1),
  family: z.string().min(1),
  email: z.email(),
  streetaddr: z.string().min(1),
  zip: z.string().min(1),
  city: z.string().min(1),
  /** ISO 3166-1 alpha-2, e.g. SE. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** Gandi's form: +46.701234567. */
  phone: z.string().regex(/^\+\d{1,3}\.\d{4,14}$/),
  type: z.enum(['individual', 'company', 'association', 'publicbody']),
  orgname: z.string().min(1).optional(),
});
type GandiOwnerContact = z.infer<typeof gandiOwnerContactSchema>;

export interface GandiConfig {
  /** https://api.gandi.net in production, https://api.sandbox.gandi.net for trying it out. */
  apiUrl: string;
  /** A personal access token with the domain registration permission. */
  token: string;
  /** The organisation that pays, when the token belongs to several. */
  sharingId: string | undefined;
  owner: GandiOwnerContact;
}

/** `GET /v5/domain/check`: one product per domain asked about, with its status. */
const checkAnswerSchema = z.object({
  products: z.array(z.object({ name: z.string(), status: z.string() })).default([]),
});

/** Gandi's error body: `{ code, message, object, cause }`. */
const errorAnswerSchema = z.object({ message: z.string().optional(), cause: z.string().optional() });

/** A registrar answer we cannot use: Gandi failed, refused our request, or did not answer in time. */
export class RegistrarError extends Error {
  override name = 'RegistrarError';
}

const TIMEOUT_MS = 15_000;

/** Gandi's Domain API v5 (`decisions.md` §6 "Domains"): availability and registration over HTTPS. */
export class GandiRegistrar implements Registrar {
  readonly name = 'gandi';

  constructor(
    private readonly config: GandiConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private url(path: string, query: Record<string, string>): string {
    const url = new URL(`/v5/domain/${path}`, this.config.apiUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    if (this.config.sharingId) url.searchParams.set('sharing_id', this.config.sharingId);
    return url.toString();
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, {
        ...init,
        headers: {
          authorization: `Bearer ${this.config.token}`,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new RegistrarError(`Gandi did not answer: ${(error as Error).message}`, { cause: error });
    }
  }

  private async failure(response: Response, what: string): Promise<RegistrarError> {
    const body = errorAnswerSchema.safeParse(await response.json().catch(() => ({})));
    const detail = body.success ? [body.data.message, body.data.cause].filter(Boolean).join(': ') : '';
    return new RegistrarError(`Gandi answered ${response.status} to ${what}${detail ? ` (${detail})` : ''}`);
  }

  async isAvailable(domain: string): Promise<boolean> {
    const response = await this.call(this.url('check', { name: domain }), { method: 'GET' });
    if (!response.ok) throw await this.failure(response, `the check of ${domain}`);
    const answer = checkAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!answer.success) throw new RegistrarError(`Gandi's check of ${domain} had an unknown shape`);
    return answer.data.products.some((product) => product.name === domain && product.status === 'available');
  }

  async register(domain: string, months: number, now: Date): Promise<{ expires: Date }> {
    const years = Math.max(1, Math.ceil(months / 12));
    const response = await this.call(this.url('domains', {}), {
      method: 'POST',
      body: JSON.stringify({ fqdn: domain, duration: years, owner: this.config.owner }),
    });
    // Gandi accepts the order with 202 and registers it at the registry moments later.
    if (response.status === 202 || response.ok) return { expires: addMonths(now, years * 12) };
    if (response.status === 409) throw new DomainTakenError(`${domain} is registered already`);
    throw await this.failure(response, `the registration of ${domain}`);
  }
}
