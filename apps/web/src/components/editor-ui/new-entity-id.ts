/**
 * A fresh id for something the owner adds (a question, an answer, a wish). `randomUUID` exists only in
 * secure contexts, so an owner on plain http gets 128 random bits in hex instead.
 */
export function newEntityId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
