import { addMonths } from '@eventsite/core';
import { DomainTakenError, type Registrar } from './registrar';

/** Domains the simulator treats as registered by someone else, for trying the "taken" answers. */
const SIMULATED_TAKEN_DOMAINS: readonly string[] = [
  'example.se',
  'example.com',
  'example.eu',
  'example.nu',
  'upptagen.se',
  'upptagen.nu',
  'upptagen.com',
  'bröllop.se',
  'brollop.se',
  'fest.se',
  'google.se',
  'google.com',
];

/** A registrar that knows a few taken domains and remembers what it registered (`decisions.md` §6). */
export class SimulatedRegistrar implements Registrar {
  readonly name = 'simulated';
  private readonly registered = new Set<string>(SIMULATED_TAKEN_DOMAINS);

  async isAvailable(domain: string): Promise<boolean> {
    return !this.registered.has(domain);
  }

  async register(domain: string, months: number, now: Date): Promise<{ expires: Date }> {
    if (this.registered.has(domain)) throw new DomainTakenError(`${domain} is registered already`);
    this.registered.add(domain);
    return { expires: addMonths(now, months) };
  }
}
