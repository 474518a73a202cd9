import { describe, expect, it } from 'vitest';
import type { AppConfig, PublicPageData } from '@eventsite/core';
import Fastify from 'fastify';
import { createGuestPageRenderer } from '../../src/web-app/render-guest-page';

const CONFIG: AppConfig = {
  brand: 'party',
  market: 'se',
  domain: 'party.localhost',
  demoHost: 'demo.party.localhost',
  studentDemoHost: 'demo.student.party.localhost',
  productName: 'Festsidan',
  contactMail: 'hej@festsidan.se',
  simulators: true,
  localDevelopment: false,
  printsHouseholdCards: true,
};

const TEMPLATE =
  '<!doctype html>\n<html>\n  <head>\n    <title>App</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

const PAGE: PublicPageData = {
  host: 'anna.party.localhost',
  isDemo: false,
  language: 'sv',
  pathname: '/',
  protocol: 'http:',
  port: '',
  state: { status: 'notFound' },
  facts: { languageNames: {}, countdownTargets: {}, fonts: null },
};

const pageKey = { siteId: '', stamp: '', variant: 'page' };

describe('the guest page renderer', () => {
  it('marks a page whose server rendering failed as a stand-in, with the status of its state', async () => {
    const render = createGuestPageRenderer({
      template: TEMPLATE,
      config: CONFIG,
      renderPublicPage: () => Promise.reject(new Error('boom')),
      assets: null,
      log: Fastify({ logger: false }).log,
    });
    const answer = await render({ page: () => PAGE, preview: () => null, pageKey });
    expect(answer).toMatchObject({ status: 404, complete: false });
    expect(answer.html).toContain('<div id="root"></div>');
  });

  it('marks a rendered page as complete', async () => {
    const render = createGuestPageRenderer({
      template: TEMPLATE,
      config: CONFIG,
      renderPublicPage: () =>
        Promise.resolve({
          status: 404,
          language: 'sv',
          background: null,
          html: '<p>Sidan finns inte</p>',
          fonts: null,
        }),
      assets: null,
      log: Fastify({ logger: false }).log,
    });
    const answer = await render({ page: () => PAGE, preview: () => null, pageKey });
    expect(answer).toMatchObject({ status: 404, complete: true });
    expect(answer.html).toContain('<p>Sidan finns inte</p>');
  });
});
