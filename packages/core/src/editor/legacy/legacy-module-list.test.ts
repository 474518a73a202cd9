import { describe, expect, it } from 'vitest';
import { buildLegacyDemoDocument } from '../../demo/legacy-demo-site';
import { legacySiteSchema } from '../../schemas/site';
import {
  addableLegacyModuleTypes,
  addLegacyModule,
  deleteLegacyModule,
  moveLegacyModule,
  setLegacyModuleHidden,
  updateLegacyModule,
} from './legacy-module-list';

const { site } = buildLegacyDemoDocument({
  brand: 'party',
  market: 'se',
  domain: 'party.localhost',
  now: new Date('2026-11-26T12:00:00Z'),
});
const ids = (modules: readonly { id: string }[]) => modules.map((module) => module.id);
const [first, second, third] = ids(site.modules);

describe('addLegacyModule (002 §3 "New module (legacy)")', () => {
  it('adds a CLIENTID module named Ej namngivet at the end, with a slug unique on the site', () => {
    const once = addLegacyModule(site, { type: 'Text', uniquePart: 'a' });
    const twice = addLegacyModule(once, { type: 'Rsvp', uniquePart: 'b' });
    expect(twice.modules.slice(-2)).toMatchObject([
      {
        id: 'CLIENTIDa',
        type: 'Text',
        menuTitle: 'Ej namngivet',
        hide: false,
        hideInMenu: false,
        slug: 'ej-namngivet',
      },
      { id: 'CLIENTIDb', type: 'Rsvp', slug: 'ej-namngivet-2' },
    ]);
    expect(ids(twice.modules).slice(0, -2)).toEqual(ids(site.modules));
    expect(legacySiteSchema.safeParse(twice).success).toBe(true);
  });
});

describe('addableLegacyModuleTypes', () => {
  it('offers text, RSVP and speech, but no speech for the event brand', () => {
    expect(addableLegacyModuleTypes('party')).toEqual(['Text', 'Rsvp', 'Speech2']);
    expect(addableLegacyModuleTypes('wedding')).toEqual(['Text', 'Rsvp', 'Speech2']);
    expect(addableLegacyModuleTypes('event')).toEqual(['Text', 'Rsvp']);
  });
});

describe('moveLegacyModule', () => {
  it('moves a module one step and is clamped at the ends', () => {
    expect(ids(moveLegacyModule(site, { moduleId: second!, direction: -1 }).modules).slice(0, 3)).toEqual([
      second,
      first,
      third,
    ]);
    expect(ids(moveLegacyModule(site, { moduleId: first!, direction: 1 }).modules).slice(0, 3)).toEqual([
      second,
      first,
      third,
    ]);
    expect(moveLegacyModule(site, { moduleId: first!, direction: -1 })).toBe(site);
    const last = site.modules.at(-1)!.id;
    expect(moveLegacyModule(site, { moduleId: last, direction: 1 })).toBe(site);
  });

  it('refuses a module the site does not have', () => {
    expect(() => moveLegacyModule(site, { moduleId: 'x', direction: 1 })).toThrow(/no module x/);
  });
});

describe('setLegacyModuleHidden and deleteLegacyModule', () => {
  it('hides and shows a module, and returns the same site when nothing changes', () => {
    const hidden = setLegacyModuleHidden(site, { moduleId: second!, hide: true });
    expect(hidden.modules[1]!.hide).toBe(true);
    expect(setLegacyModuleHidden(hidden, { moduleId: second!, hide: false }).modules[1]!.hide).toBe(false);
    expect(setLegacyModuleHidden(site, { moduleId: second!, hide: false })).toBe(site);
  });

  it('deletes only the module named', () => {
    const deleted = deleteLegacyModule(site, { moduleId: second! });
    expect(ids(deleted.modules)).toEqual(ids(site.modules).filter((id) => id !== second));
    expect(() => deleteLegacyModule(site, { moduleId: 'x' })).toThrow(/no module x/);
  });

  it('updates one module without touching the given site', () => {
    const updated = updateLegacyModule(site, first!, (module) => ({ ...module, title: 'Ny titel' }));
    expect(updated.modules[0]!.title).toBe('Ny titel');
    expect(site.modules[0]!.title).not.toBe('Ny titel');
    expect(updateLegacyModule(site, first!, (module) => module)).toBe(site);
  });
});
