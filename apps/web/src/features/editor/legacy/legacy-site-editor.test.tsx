import { buildLegacyDemoDocument } from '@eventsite/core/demo/legacy-demo-site';
import { legacySiteSchema, type LegacySite } from '@eventsite/core/schemas/site';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';

const SITE_ID = 'LEGACY-TEST';
const stored: LegacySite = legacySiteSchema.parse({
  ...buildLegacyDemoDocument({ brand: 'party', market: 'se', domain: 'party.localhost', now: new Date() })
    .site,
  _id: SITE_ID,
  usesSiteModules: false,
  siteVersion: 3,
});

afterEach(() => vi.unstubAllGlobals());

async function openEditor(answerPut: (site: LegacySite) => Response) {
  const requests = mockFetch((request) => {
    if (request.method === 'GET' && request.path === `/api/sites/${SITE_ID}`) return jsonResponse(stored);
    if (request.method === 'PUT' && request.path === `/api/sites/${SITE_ID}`)
      return answerPut(request.body as LegacySite);
    return undefined;
  });
  renderEditApp(`/redigera/${SITE_ID}/`);
  const modules = await screen.findByRole('region', { name: 'Sidans moduler' }, { timeout: 15_000 });
  return { requests, modules };
}

const puts = (requests: { method: string }[]) => requests.filter((request) => request.method === 'PUT');

describe('LegacySiteEditor, the modules (002 §2.3)', { timeout: 20_000 }, () => {
  it('saves a move through the legacy PUT and shows the stored order', async () => {
    const user = userEvent.setup();
    const { requests, modules } = await openEditor((site) => jsonResponse({ ...site, siteVersion: 4 }));
    const welcome = within(modules).getByRole('listitem', { name: 'Välkommen' });
    await user.click(within(welcome).getByRole('button', { name: 'Upp' }));
    const [put] = puts(requests) as unknown as { body: LegacySite }[];
    expect(put?.body.siteVersion).toBe(3);
    const order = put!.body.modules.map((module) => module.id);
    expect(order.indexOf('CLIENTID-welcome')).toBe(
      stored.modules.findIndex((m) => m.id === 'CLIENTID-welcome') - 1,
    );
    const names = within(modules)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(names.indexOf('Välkommen')).toBe(order.indexOf('CLIENTID-welcome'));
  });

  it('takes the stored site on a 409 and says so; the texts dialog stays open to save again', async () => {
    const user = userEvent.setup();
    // Someone else renamed the welcome module meanwhile.
    const current: LegacySite = {
      ...stored,
      siteVersion: 5,
      modules: stored.modules.map((module) =>
        module.id === 'CLIENTID-welcome' ? { ...module, title: 'Hej alla' } : module,
      ),
    };
    const { requests, modules } = await openEditor((site) =>
      site.siteVersion === 3
        ? jsonResponse(
            {
              isErrorResponse: true,
              code: 'SITE_VERSION_CONFLICT',
              errorDescription: { sv: 'Konflikt', en: 'Conflict', da: 'Konflikt' },
              message: 'Conflict',
              site: current,
            },
            409,
          )
        : jsonResponse({ ...site, siteVersion: site.siteVersion + 1 }),
    );
    const speech = within(modules).getByRole('listitem', { name: 'Tal' });
    await user.click(within(speech).getByRole('button', { name: 'Ändra texter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Texter i Tal' });
    await user.clear(within(dialog).getByLabelText('Rubrik'));
    await user.type(within(dialog).getByLabelText('Rubrik'), 'Skåltal');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sidan har sparats någon annanstans');
    expect(within(modules).getByRole('listitem', { name: 'Hej alla', hidden: true })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(modules).findByRole('listitem', { name: 'Skåltal' })).toBeInTheDocument();
    const [first, second] = puts(requests) as unknown as { body: LegacySite }[];
    expect(first?.body.siteVersion).toBe(3);
    expect(second?.body.siteVersion).toBe(5);
    expect(second?.body.modules.find((module) => module.id === 'CLIENTID-welcome')?.title).toBe('Hej alla');
  });
});
