import { buildWizardDemoSite } from '@eventsite/core/demo/wizard-demo-site';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderEditApp } from '../../../../test/render-edit-app';

const SITE = buildWizardDemoSite(
  { name1: 'Anna', name2: 'Erik' },
  { market: 'se', now: new Date(2026, 0, 10) },
);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('quick start with registerAccount=true (000 §2.3)', { timeout: 30_000 }, () => {
  it('waits for a slow login check: a logged-in account without a site gets its site, not the sign-up', async () => {
    const requests = mockFetch(({ method, path }) => {
      if (path === '/api/accounts/me/') {
        return new Promise<Response>((resolve) =>
          setTimeout(
            () => resolve(jsonResponse({ mail: 'anna@example.se', site: null, language: 'sv' })),
            600,
          ),
        );
      }
      if (path.startsWith('/api/sites/quick-start/')) {
        return jsonResponse({ site: SITE, loggedInUsersSiteId: null });
      }
      if (method === 'POST' && path === '/api/sites/V2')
        return jsonResponse({ site: { _id: 'site-8' } }, 201);
      if (path === '/api/sites/site-8') return jsonResponse({ ...SITE, _id: 'site-8', quickStart: false });
      return undefined;
    });
    renderEditApp('/snabbstart?registerAccount=true');

    await waitFor(
      () =>
        expect(
          requests.some((request) => request.method === 'POST' && request.path === '/api/sites/V2'),
        ).toBe(true),
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('checkbox', { name: /villkor/i })).toBeNull();
    expect(requests.some((request) => request.path === '/api/accounts/register/')).toBe(false);
  });
});
