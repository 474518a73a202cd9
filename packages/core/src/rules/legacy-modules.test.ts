import { describe, expect, it } from 'vitest';
import { legacyModuleSchema } from '../schemas/legacy-site';
import { newLegacyModule, readLegacyModule, richTextFromPlainText, uniqueLegacySlug } from './legacy-modules';

const legacy = (module: Record<string, unknown>) => legacyModuleSchema.parse(module);

describe('readLegacyModule (docs/legacy-sites.md)', () => {
  it('reads a text module with single-language strings in the language in use', () => {
    const reading = readLegacyModule(
      legacy({ id: 'CLIENTID1', type: 'Text', title: 'Välkommen', text: 'Första stycket\n\nAndra' }),
      'sv',
    );
    expect(reading.kind).toBe('module');
    if (reading.kind !== 'module') return;
    expect(reading.module).toMatchObject({
      siteModuleType: 'Text',
      title: { sv: 'Välkommen' },
      text: { sv: richTextFromPlainText('Första stycket\n\nAndra') },
    });
  });

  it('reads the older countdown form and lower-case map themes (001 §3)', () => {
    const countdown = readLegacyModule(
      legacy({ id: 'c', type: 'Countdown', countdownDate: '2027-06-12 15:00' }),
      'sv',
    );
    expect(countdown.kind === 'module' && countdown.module).toMatchObject({
      countdownDate: '2027-06-12T15:00',
    });
    const location = readLegacyModule(
      legacy({ id: 'l', type: 'Location', map: { location: 'Visby', mapTheme: 'silver' } }),
      'da',
    );
    expect(location.kind === 'module' && location.module).toMatchObject({ map: { mapTheme: 'SILVER' } });
  });

  it('keeps giftRegistryItem ids and reads gift texts in the language', () => {
    const reading = readLegacyModule(
      legacy({
        id: 'g',
        type: 'GiftRegistry',
        giftRegistry: [
          { id: 'giftRegistryItem1', title: 'Kaffekvarn', description: 'Gärna manuell', quantity: 1 },
        ],
      }),
      'sv',
    );
    expect(reading.kind === 'module' && reading.module).toMatchObject({
      giftRegistry: [
        { id: 'giftRegistryItem1', title: { sv: 'Kaffekvarn' }, description: { sv: 'Gärna manuell' } },
      ],
    });
  });

  it('reads a form question option text as plain text, not rich text', () => {
    const reading = readLegacyModule(
      legacy({
        id: 'f',
        type: 'Form',
        form: {
          formElements: [
            {
              id: 'q1',
              formElementType: 'SingleSelect',
              label: 'Mat?',
              required: true,
              options: [{ id: 'o1', text: 'Fisk' }],
            },
          ],
        },
      }),
      'sv',
    );
    expect(reading.kind === 'module' && reading.module).toMatchObject({
      form: { formElements: [{ label: { sv: 'Mat?' }, options: [{ id: 'o1', text: { sv: 'Fisk' } }] }] },
    });
  });

  it('keeps the older RSVP in its own model with its defaults', () => {
    const reading = readLegacyModule(legacy({ id: 'r', type: 'Rsvp', title: 'OSA' }), 'sv');
    expect(reading.kind).toBe('rsvp');
    if (reading.kind !== 'rsvp') return;
    expect(reading.properties).toMatchObject({
      maxNumberOfPersons: 5,
      confirmationText: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
    });
  });

  it('reports what is wrong by field', () => {
    const reading = readLegacyModule(
      legacy({ id: 'v', type: 'Video', video: { videoUrl: 'not a link' } }),
      'sv',
    );
    expect(reading).toMatchObject({ kind: 'invalid' });
    expect(reading.kind === 'invalid' && reading.problem).toContain('video.videoUrl');
  });
});

describe('new legacy modules and slugs (002 §3 "New module (legacy)")', () => {
  it('folds accents, turns & into -och- and makes the slug unique', () => {
    expect(uniqueLegacySlug('Mat & dryck på Åland', [])).toBe('mat-och-dryck-pa-aland');
    expect(uniqueLegacySlug('OSA', ['osa'])).toBe('osa-2');
    expect(uniqueLegacySlug('OSA', ['osa', 'osa-2'])).toBe('osa-3');
  });

  it('starts with CLIENTID, is titled Ej namngivet and is in the menu', () => {
    const first = newLegacyModule('Text', [], '1');
    expect(first).toMatchObject({
      id: 'CLIENTID1',
      type: 'Text',
      menuTitle: 'Ej namngivet',
      hideInMenu: false,
      slug: 'ej-namngivet',
    });
    expect(newLegacyModule('Text', [first], '2').slug).toBe('ej-namngivet-2');
  });
});
