import { buildLegacyDemoDocument, type LegacyImportDocument } from '@eventsite/core';
import type { App } from '../../src/app';
import { importLegacySites } from '../../src/legacy/import-legacy-sites';
import { postJson, sessionCookieOf, uniqueMail } from './accounts';
import { putJson } from './sites';
import { legacyImportDepsOf } from '../../src/legacy/legacy-import-deps';

/** The seeded version-1 demo site under a fresh id, address, owner and receivers. */
export function legacyDocument(now: Date): LegacyImportDocument {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const document = buildLegacyDemoDocument({ brand: 'party', market: 'se', domain: 'party.localhost', now });
  const siteId = `LEGACY-${suffix}`;
  return {
    ownerMail: uniqueMail('old-owner'),
    site: {
      ...document.site,
      _id: siteId,
      host: `old-${suffix}.party.localhost`,
      mailReceivers: {
        rsvp: [`rsvp-${suffix}@example.se`, `rsvp2-${suffix}@example.se`],
        speech: `talk-${suffix}@example.se`,
      },
    },
    rsvps: document.rsvps.map((answer) => ({ ...answer, _id: `${siteId}-answer`, site: siteId })),
  };
}

/**
 * Imports a version-1 site and logs its owner in the way an imported owner must: a password set through
 * the reset flow. Answers the document and the owner's session cookie.
 */
export async function importLegacySiteWithOwner(app: App) {
  const document = legacyDocument(app.now());
  const [outcome] = await importLegacySites(legacyImportDepsOf(app), [document]);
  if (outcome?.status !== 'imported') throw new Error(`Import failed: ${JSON.stringify(outcome)}`);
  await postJson(app, '/api/accounts/reset-password/', { mail: document.ownerMail });
  const [mail] = (await app.mail.outbox.listNewestFirst(100)).filter((m) => m.to === document.ownerMail);
  const token = /\/aterstall-losenord\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('No reset link');
  const password = 'a password of my own';
  const set = await putJson(app, '/api/accounts/reset-password/', { password, token });
  if (set.statusCode !== 200) throw new Error(`Setting the password failed: ${set.body}`);
  const login = await postJson(app, '/api/accounts/login/', { mail: document.ownerMail, password });
  if (login.statusCode !== 200) throw new Error(`Login failed: ${login.statusCode} ${login.body}`);
  return { document, siteId: document.site._id, cookie: sessionCookieOf(login) };
}
