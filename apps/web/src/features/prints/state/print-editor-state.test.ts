import { PRINT_DEFAULT_TEXTS, printSchema, printSiteFacts } from '@eventsite/core';
import { describe, expect, it } from 'vitest';
import { editorTestSite } from '../../../test/editor-test-site';
import {
  initialPrintEditorState,
  newPrint,
  printEditorReducer,
  qrUrlProblem,
  type PrintEditorAction,
  type PrintEditorState,
} from './print-editor-state';

const site = editorTestSite();

function start(): PrintEditorState {
  return initialPrintEditorState(newPrint(site, 'sv', 'se'), {
    language: 'sv',
    qrUrl: 'https://annas-fest.festsidan.se/',
    facts: printSiteFacts(site, 'se'),
  });
}

const run = (state: PrintEditorState, ...actions: PrintEditorAction[]) =>
  actions.reduce(printEditorReducer, state);

const textAt = (state: PrintEditorState, position: string) => {
  const item = state.print.content.find((entry) => entry.position === position);
  return item?.contentType === 'text' ? item.properties.text : undefined;
};

const uploaded = {
  path: '/images/uploads/site-1/',
  originalName: 'oss.jpg',
  fileName: 'oss.jpg',
  temporary: false,
  isDemoImage: false,
  cdn: false,
  sizes: [{ size: 800, fileName: 'oss-800.jpg' }],
  width: 1200,
  height: 1600,
};

describe('the print editor state', () => {
  it('starts a new card in the site’s fonts with its address in the QR code, valid and clean', () => {
    const state = start();
    expect(state.dirty).toBe(false);
    expect(state.print.fonts).toEqual(site.fonts);
    expect(state.print.content.find((item) => item.position === 'qr')?.properties).toEqual({
      url: 'https://annas-fest.festsidan.se/',
      hidden: false,
    });
    expect(printSchema.safeParse(state.print).success).toBe(true);
  });

  it('names the couple, day and place the site knows and carries its event logo over (issue 39 item 6)', () => {
    const wedding = editorTestSite({
      eventLogo: { name: 'LeafsBox', name1: 'Sara', name2: 'Johan' },
      wizardData: { location: 'Hjo kyrka, Hjo' },
    });
    const print = newPrint(wedding, 'sv', 'se');
    const texts = print.content.map((item) => (item.contentType === 'text' ? item.properties.text : ''));
    expect(texts).toContain('Sara & Johan');
    expect(texts).toContain('14 juni 2030 · Hjo kyrka, Hjo');
    expect(texts.join('\n')).not.toMatch(/Anna|2031|Göteborg|1 maj/);
    expect(print.eventLogo).toMatchObject({ name: 'LeafsBox', name1: 'Sara', name2: 'Johan' });
  });

  it('keeps texts, the photo and the QR code at positions both layouts have when the layout changes', () => {
    const edited = run(
      start(),
      { type: 'qr', url: 'maja-och-olle.se', hidden: false },
      { type: 'text', position: 'names', text: 'Maja & Olle' },
      { type: 'text', position: 'title', text: 'Vi gifter oss i sommar' },
      { type: 'image', image: uploaded },
    );
    const photo = run(edited, { type: 'layout', layout: 'TEXT_ON_PHOTO' });
    expect(textAt(photo, 'title')).toBe('Vi gifter oss i sommar');
    expect(textAt(photo, 'names')).toBeUndefined();
    expect(photo.print.content.find((item) => item.position === 'qr')?.properties).toEqual({
      url: 'https://maja-och-olle.se',
      hidden: false,
    });
    expect(photo.print.content.find((item) => item.position === 'primaryImage')?.properties).toMatchObject({
      fileName: 'oss.jpg',
    });

    const classic = run(edited, { type: 'layout', layout: 'GENESIS' });
    expect(textAt(classic, 'names')).toBe('Maja & Olle');
    expect(textAt(classic, 'welcomeText')).toBe(PRINT_DEFAULT_TEXTS.sv.welcomeText);
    expect(classic.print.content.some((item) => item.position === 'primaryImage')).toBe(false);
    expect(printSchema.safeParse(classic.print).success).toBe(true);
  });

  it('is dirty after any change and clean again after a save', () => {
    const changed = run(start(), { type: 'trim', trim: 'rounded' });
    expect(changed.dirty).toBe(true);
    const saved = run(changed, { type: 'saved', print: { ...changed.print, _id: 'print-1' } });
    expect(saved.dirty).toBe(false);
    expect(saved.print._id).toBe('print-1');
    // Turning the page or previewing is no change to the card.
    expect(run(saved, { type: 'page', page: 2 }, { type: 'editing', editing: false }).dirty).toBe(false);
    // Choosing the layout the card already has changes nothing either.
    expect(run(saved, { type: 'layout', layout: saved.print.layout }).dirty).toBe(false);
  });

  it('stores a QR address with its scheme, and puts the layout’s own picture back when the photo is removed', () => {
    const state = run(
      start(),
      { type: 'qr', url: ' anna-och-erik.se ', hidden: false },
      { type: 'image', image: null },
    );
    expect(state.print.content.find((item) => item.position === 'qr')?.properties).toEqual({
      url: 'https://anna-och-erik.se',
      hidden: false,
    });
    expect(state.print.content.find((item) => item.position === 'primaryImage')?.properties).toMatchObject({
      isDemoImage: true,
    });
  });
});

describe('the QR dialog’s rule', () => {
  it('needs an address unless the code is hidden', () => {
    expect(qrUrlProblem('', false)).toBe('required');
    expect(qrUrlProblem('   ', false)).toBe('required');
    expect(qrUrlProblem('', true)).toBeNull();
    expect(qrUrlProblem('inte en adress', false)).toBe('invalid');
    expect(qrUrlProblem('anna-och-erik.se', false)).toBeNull();
    expect(qrUrlProblem('https://anna-och-erik.se/osa', false)).toBeNull();
  });
});
