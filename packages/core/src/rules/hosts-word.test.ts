import { describe, expect, it } from 'vitest';
import { hostsWord, withHostsWord } from './hosts-word';

describe('the brand’s word for the hosts', () => {
  it('is the couple at a wedding, the hosts at a party and the organisers at an event, in each language', () => {
    expect(['sv', 'en', 'da'].map((language) => hostsWord('wedding', language))).toEqual([
      'brudparet',
      'the couple',
      'brudeparret',
    ]);
    expect(['sv', 'en', 'da'].map((language) => hostsWord('party', language))).toEqual([
      'värdarna',
      'the hosts',
      'værterne',
    ]);
    expect(['sv', 'en', 'da'].map((language) => hostsWord('event', language))).toEqual([
      'arrangörerna',
      'the organisers',
      'arrangørerne',
    ]);
  });

  it('is the party’s when the brand is not known, and English in another language', () => {
    expect(hostsWord(undefined, 'sv')).toBe('värdarna');
    expect(hostsWord('wedding', 'de')).toBe('the couple');
  });

  it('fills a text mid-sentence and at its start', () => {
    expect(withHostsWord('Skriv till {hosts}.', 'wedding', 'sv')).toBe('Skriv till brudparet.');
    expect(withHostsWord('{Hosts} har fått det. {Hosts}!', 'event', 'sv')).toBe(
      'Arrangörerna har fått det. Arrangörerna!',
    );
    expect(withHostsWord('{Hosts} have it.', 'party', 'en')).toBe('The hosts have it.');
  });
});
