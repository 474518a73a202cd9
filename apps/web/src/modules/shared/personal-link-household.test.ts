import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPersonalLinkHouseholds, loadPersonalLinkHousehold } from './personal-link-household';

const household = {
  name: 'Familjen Berg',
  members: ['Eva Berg', 'Per Berg'],
  language: 'sv',
  events: ['ceremony', 'dinner'],
  invitedEvents: [{ moduleId: 'programme', event: { id: 'dinner', startsAt: '2031-06-14T17:00' } }],
};

function answer(body: unknown, status = 200) {
  return vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
}

describe("a personal link's household", () => {
  afterEach(() => {
    forgetPersonalLinkHouseholds();
    vi.unstubAllGlobals();
  });

  it('is asked for once per page, however many modules read it', async () => {
    const fetch = answer(household);
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([
      loadPersonalLinkHousehold('site-1', 'token-aaaaaaaaaaaaaaaaaaaa'),
      loadPersonalLinkHousehold('site-1', 'token-aaaaaaaaaaaaaaaaaaaa'),
    ]);
    expect(first).toEqual(household);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/sites/public/site-1/households/token-aaaaaaaaaaaaaaaaaaaa');
  });

  it('is null for a link that no longer works, or an answer of another shape', async () => {
    vi.stubGlobal('fetch', answer({ isErrorResponse: true }, 404));
    expect(await loadPersonalLinkHousehold('site-1', 'gone')).toBeNull();
    vi.stubGlobal('fetch', answer({ ...household, events: undefined }));
    expect(await loadPersonalLinkHousehold('site-1', 'old-server')).toBeNull();
  });

  it("keeps the household's seats once the plan is shown, and reads a household without them as before", async () => {
    const seats = [
      { member: 'Eva Berg', table: '4' },
      { member: 'Per Berg', table: 'Rosen' },
    ];
    vi.stubGlobal('fetch', answer({ ...household, seats }));
    expect(await loadPersonalLinkHousehold('site-1', 'seated')).toEqual({ ...household, seats });
    vi.stubGlobal('fetch', answer(household));
    const unseated = await loadPersonalLinkHousehold('site-1', 'not-yet');
    expect(unseated).toEqual(household);
    expect(unseated).not.toHaveProperty('seats');
  });

  it('leaves out seats of another shape, and keeps the household for its RSVP', async () => {
    for (const [token, seats] of [
      ['no-list', { member: 'Eva Berg', table: '4' }],
      ['no-table', [{ member: 'Eva Berg' }]],
      ['numbered', [{ member: 'Eva Berg', table: 4 }]],
    ] as const) {
      vi.stubGlobal('fetch', answer({ ...household, seats }));
      const read = await loadPersonalLinkHousehold('site-1', token);
      expect(read, token).toEqual(household);
      expect(read, token).not.toHaveProperty('seats');
    }
  });
});
