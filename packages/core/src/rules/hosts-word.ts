import type { Brand } from '../constants/platform';
import { translateText } from './translate-text';

/**
 * What a guest calls the people behind the site, by brand (issue 39 item 10): a wedding's couple, a party's
 * hosts, an event's organisers — never "the couple" on a birthday party.
 */
const HOSTS: Record<Brand, Record<'sv' | 'en' | 'da', string>> = {
  wedding: { sv: 'brudparet', en: 'the couple', da: 'brudeparret' },
  party: { sv: 'värdarna', en: 'the hosts', da: 'værterne' },
  event: { sv: 'arrangörerna', en: 'the organisers', da: 'arrangørerne' },
};

/** The brand's word for the hosts in the language (sv, en, da; else English); the party's when unknown. */
export function hostsWord(brand: Brand | undefined, language: string): string {
  return translateText(HOSTS[brand ?? 'party'], language);
}

/**
 * A text with `{hosts}` (mid-sentence) and `{Hosts}` (starting one) in the brand's word, e.g. 'Skriv till
 * {hosts}' → 'Skriv till brudparet'.
 */
export function withHostsWord(text: string, brand: Brand | undefined, language: string): string {
  const word = hostsWord(brand, language);
  return text
    .replaceAll('{hosts}', word)
    .replaceAll('{Hosts}', word.charAt(0).toLocaleUpperCase(language) + word.slice(1));
}
