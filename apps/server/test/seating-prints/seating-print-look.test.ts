import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { siteSchema, type Site } from '@eventsite/core';
import { buildSeatingWorkbook } from '@eventsite/core/export/build-seating-workbook';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import { seatingDisposition } from '../../src/routes/owner/seating-prints';
import { seatingPlanHtml } from '../../src/seating-prints/seating-print-html';
import { seatingPrintLanguage, seatingPrintLook } from '../../src/seating-prints/seating-print-look';
import { SEATING_WORKBOOK_TEXTS } from '../../src/seating-prints/seating-print-texts';
import { seatingPlanFixture } from '../helpers/seating-plans';

function site(changes: Record<string, unknown> = {}): Site {
  return siteSchema.parse({
    ...realisticSiteV2(),
    siteModules: [
      {
        id: 'programme',
        siteModuleType: 'Schedule',
        events: [
          { id: 'ceremony', title: { sv: 'Vigsel', en: 'Ceremony' }, startsAt: '2031-06-14T14:00' },
          { id: 'dinner', title: { sv: 'Middag', en: 'Dinner' }, startsAt: '2031-06-14T18:00' },
        ],
      },
    ],
    ...changes,
  });
}

describe('the seating prints’ look (issue 35 item 2)', () => {
  it('takes the site’s names, event, colours, fonts and monogram', () => {
    const look = seatingPrintLook(site(), 'dinner', 'en');
    expect(look.title).toBe('Anna & Erik');
    expect(look.eventTitle).toBe('Dinner');
    expect(look.monogram).toEqual({ first: 'A', second: 'E' });
    expect(look.variables['--primary']).toBe('#478566');
    expect(look.variables['--heading']).toContain('Playfair Display');
    expect(seatingPrintLook(site(), null, 'sv').eventTitle).toBeNull();
  });

  it('without an event logo: the wizard’s names and no monogram; without names the header’s title, then the address', () => {
    expect(seatingPrintLook(site({ eventLogo: null }), null, 'sv')).toMatchObject({
      title: 'Anna & Erik',
      monogram: null,
    });
    const titled = site({
      eventLogo: null,
      wizardData: null,
      host: 'fest.example.se',
      siteModules: [{ id: 'header', siteModuleType: 'Header', title: { sv: 'Annas 40-årsfest' } }],
    });
    expect(seatingPrintLook(titled, null, 'sv').title).toBe('Annas 40-årsfest');
    const nameless = site({ eventLogo: null, wizardData: null, host: 'fest.example.se' });
    expect(seatingPrintLook(nameless, null, 'sv').title).toBe('fest.example.se');
  });

  it('prints in the site’s first language when the interface has it, else the market’s', () => {
    expect(seatingPrintLanguage(site({ availableLanguages: [{ languageCode: 'da' }] }), 'sv')).toBe('da');
    expect(seatingPrintLanguage(site({ availableLanguages: [{ languageCode: 'de' }] }), 'sv')).toBe('sv');
  });

  it('escapes what the owner and guests typed', () => {
    const plan = seatingPlanFixture(1, 1);
    const table = plan.tables[0];
    if (!table) throw new Error('no table');
    table.name = '<b>4</b>';
    const html = seatingPlanHtml(
      { look: seatingPrintLook(site(), 'dinner', 'sv'), fontsCss: '', plan },
      { size: 'A3' },
    );
    expect(html).toContain('&lt;b&gt;4&lt;/b&gt;');
    expect(html).not.toContain('<b>4</b>');
    expect(html).toContain('Middag');
  });

  it('names the download after the couple and the event, in ASCII and in their own letters', () => {
    expect(seatingDisposition({ title: 'Søren & Åsa', eventTitle: 'Middag' }, 'plan.pdf')).toBe(
      `attachment; filename="soren-asa-middag-plan.pdf"; filename*=UTF-8''${encodeURIComponent('søren-åsa-middag-plan.pdf')}`,
    );
    expect(seatingDisposition({ title: '', eventTitle: null }, 'seating.xlsx')).toBe(
      'attachment; filename="seating.xlsx"',
    );
  });
});

describe('the venue’s sheet (issue 35 item 3)', () => {
  it('gives every table a sheet Excel takes, however the table is named', async () => {
    const plan = seatingPlanFixture(4, 1);
    const names = ['Bord: 1/2', 'Översikt', 'Ett mycket långt namn på ett bord vid fönstret', 'bord: 1/2'];
    plan.tables.forEach((table, index) => {
      table.name = names[index] ?? table.name;
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await buildSeatingWorkbook(plan, SEATING_WORKBOOK_TEXTS.sv)).buffer as ArrayBuffer,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Översikt',
      'Bord 1 2',
      'Översikt (2)',
      'Ett mycket långt namn på ett bo',
      'bord 1 2 (2)',
    ]);
  });
});
