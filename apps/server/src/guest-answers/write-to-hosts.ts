import type { SubmissionResult, WriteToHosts } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { commitAnswer } from './commit-answer';
import { composeHostsNoteMail } from './compose-hosts-note-mail';
import { findSiteModule } from './find-site-module';
import { siteName } from '../sites/site-name';
import { recipientsOf } from './mail-answer';

/** The RSVP's recipients, else the owner's own address: a note nobody reads helps no guest. */
async function hostsOf(app: FastifyInstance, siteId: string, recipients: string[]): Promise<string[]> {
  if (recipients.length > 0) return recipients;
  const owner = await app.repositories.accounts.findOwnerOfSite(siteId);
  return owner ? [owner.mail] : [];
}

/**
 * A guest the only-invited RSVP refused writes to the hosts (issue 21, item 3): the note is kept with the
 * refused names on the guest list and mailed to the hosts, under the RSVP's post key like an answer, so a
 * robot gets as little through as it does with answers.
 */
export async function writeToHosts(
  app: FastifyInstance,
  siteId: string,
  note: WriteToHosts,
): Promise<SubmissionResult> {
  const { site, module } = await findSiteModule(app, siteId, 'Rsvp', note.formId);
  if (!module.onlyInvitedGuests) {
    throw new AppError('BAD_REQUEST', { message: 'Every guest may answer this RSVP; write it instead.' });
  }
  const now = app.now();
  const language = site.availableLanguages[0]?.languageCode ?? 'sv';
  const mail = composeHostsNoteMail({
    language,
    siteName: siteName(site, language),
    names: note.names,
    mail: note.mail,
    message: note.message,
    guestListUrl: `${app.config.publicUrl}/redigera/${encodeURIComponent(siteId)}/gaster`,
  });
  const hosts = await hostsOf(app, siteId, recipientsOf(site, module.id));
  const stored = await commitAnswer(app, {
    postKey: note.postKey,
    kind: 'rsvp',
    now,
    store: (db) =>
      app.repositories.households.addUninvitedAttempt(
        siteId,
        { names: note.names, mail: note.mail, message: note.message },
        now,
        db,
      ),
    mails: hosts.map((to) => ({ to, ...mail })),
  });
  return { invertedSuccess: !stored };
}
