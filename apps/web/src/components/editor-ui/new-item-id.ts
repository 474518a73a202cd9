/**
 * A fresh id for a list item an owner adds (a person, a row of a list). `randomUUID` exists only on
 * secure pages, so a plain-http address gets one from random bytes instead.
 */
export function newItemId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
