/**
 * The link a Video module stores for what the owner typed: trimmed, and with https:// in front when the
 * scheme was left out ('youtu.be/…'), since the module keeps only http(s) links (`002` §3 "Video").
 */
export function normalizeVideoUrl(input: string): string {
  const url = input.trim();
  return url === '' || /^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
}
