import type { ByteRange } from './storage';

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range a `Range` header asks of a file of `size` bytes (`bytes=10-19`, `bytes=10-`, `bytes=-500`),
 * 'unsatisfiable' when it starts past the end, or null to answer the whole file: no header, another unit,
 * several ranges or a malformed one (RFC 9110 §14.2 lets a server ignore those).
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return null;
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}
