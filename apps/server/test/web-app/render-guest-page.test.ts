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
  it('answers a page whose server rendering failed with the status of its state, for the browser to draw', async () => {
    const render = createGuestPageRenderer({
      template: TEMPLATE,
      config: CONFIG,
      renderPublicPage: () => Promise.reject(new Error('boom')),
      assets: null,
      log: Fastify({ logger: false }).log,
    });
    const answer = await render({ page: () => PAGE, preview: () => null, pageKey });
    expect(answer.status).toBe(404);
    expect(answer.html).toContain('<div id="root"></div>');
  });

  it('answers a rendered page with its status and markup', async () => {
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
    expect(answer.status).toBe(404);
    expect(answer.html).toContain('<p>Sidan finns inte</p>');
  });
});
