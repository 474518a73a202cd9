/** Numbers from 0 (inclusive) to 1 (exclusive). */
export type Random = () => number;

/**
 * mulberry32: small, fast and good enough to place shapes. Seeded, so a picture drawn from the same seed
 * is the same picture, byte for byte (the offline maps and the demo images both rely on it).
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
