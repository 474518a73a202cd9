/** The domain is taken: someone registered it between the search and the registration. */
export class DomainTakenError extends Error {
  override name = 'DomainTakenError';
}

/** A domain registrar (`decisions.md` §6): availability and registration of custom domains. */
export interface Registrar {
  readonly name: string;
  isAvailable(domain: string): Promise<boolean>;
  /** Registers the domain for `months` and tells when it expires; throws `DomainTakenError`. */
  register(domain: string, months: number, now: Date): Promise<{ expires: Date }>;
}
