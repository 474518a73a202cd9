import { swedishLeftovers } from '@eventsite/core/rules/swedish-leftovers.fixture';
import { describe, expect, it } from 'vitest';
import da from './messages/da/index';
import en from './messages/en/index';

/** Swedish places the Danish texts may name: the Swedish market's demo in the start page's phone preview. */
const SWEDISH_NAMES = ['Bosjökloster'];

/** The Danish texts that are about Swish, which a Dane only meets on the Swedish market. */
const isAboutSwish = (id: string) => id.startsWith('payment.swish.') || id === 'payment.method.swish';

const messages = Object.entries(da);
const english: Readonly<Record<string, string>> = en;

/** Texts that read the same in Danish and English: numbers, names, sizes, and words Danish shares. */
const WORDS_BOTH_LANGUAGES_USE = new Set([
  'resetPassword.request.submit',
  'imageEditor.crop.size',
  'design.fonts.category.sans-serif',
  'start.preview.title.wedding',
  'start.preview.title.event',
  'printOrder.address.phonePlaceholder.se',
  'printOrder.address.phonePlaceholder.dk',
  'prints.price.format',
]);

describe('the Danish catalogue (decisions.md §8)', () => {
  it('has no Swedish words or letters left in it', () => {
    const leftovers = messages
      .map(([id, message]) => [id, swedishLeftovers(message, SWEDISH_NAMES)] as const)
      .filter(([, found]) => found.length > 0);
    expect(leftovers).toEqual([]);
  });

  it('names Swish only in the Swish texts: elsewhere the market’s phone app is a placeholder', () => {
    const naming = messages.filter(([id, message]) => /swish/i.test(message) && !isAboutSwish(id));
    expect(naming).toEqual([]);
  });

  it('has no English phrase left in it (issue 39 item 9: the guest list said "Download links")', () => {
    const sharedWithEnglish = messages.filter(
      ([id, message]) =>
        /\s/.test(message) &&
        /\p{L}{2,}/u.test(message.replace(/\{[^}]*\}/g, '')) &&
        english[id] === message &&
        !WORDS_BOTH_LANGUAGES_USE.has(id),
    );
    expect(sharedWithEnglish).toEqual([]);
  });

  it('writes no amount or top-level domain of its own: those come from the market', () => {
    const fixed = messages.filter(([, message]) => /\d\s*kr\b|\bSEK\b|\.se\b/.test(message));
    expect(fixed).toEqual([]);
  });
});

describe('swedishLeftovers', () => {
  it('finds the Swedish word, letter or quotation a Danish text should not have', () => {
    expect(swedishLeftovers('Betal med kort eller Swish och skicka länken.')).toEqual(['och', 'ä']);
    expect(swedishLeftovers('Rediger OSA')).toEqual(['OSA']);
    expect(swedishLeftovers('for eksempel ”Person 2”.')).toEqual(['”Person 2”']);
    expect(swedishLeftovers('Til vi ses på Kokkedal Slot, tak!')).toEqual([]);
    expect(swedishLeftovers('16. august · Bosjökloster', ['Bosjökloster'])).toEqual([]);
  });
});
