import { isInvitedName, type SubmissionResult, type WriteToHosts } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { commitAnswerInOneStatement } from './commit-answer';
import { composeHostsNoteMail } from './compose-hosts-note-mail';
import { findSiteModule } from './find-site-module';
import type { GuestAnswerDeps } from './guest-answer-deps';
import { siteName } from '../sites/site-name';
import { recipientsOf } from './mail-answer';

/** The RSVP's recipients, else the owner's own address: a note nobody reads helps no guest. */
async function hostsOf(
  deps: Pick<GuestAnswerDeps, 'repositories'>,
  siteId: string,
  recipients: string[],
): Promise<string[]> {
  if (recipients.length > 0) return recipients;
  const owner = await deps.repositories.accounts.findOwnerOfSite(siteId);
  return owner ? [owner.mail] : [];
}

/**
 * The names of the refused RSVP that are not on the guest list (issue 39 item 2): a listed companion of an
 * unlisted guest is not named as missing; all of them when every name is listed.
 */
async function namesNotListed(
  deps: Pick<GuestAnswerDeps, 'repositories'>,
  siteId: string,
  names: readonly string[],
): Promise<string[]> {
  const households = await deps.repositories.households.allMembers(siteId);
  const missing = names.filter(
    (name) => !households.some((household) => isInvitedName(name, household.members)),
  );
  return missing.length > 0 ? missing : [...names];
}

/**
 * A guest the only-invited RSVP refused writes to the hosts (issue 21, item 3): the note is kept with the
 * refused names on the guest list and mailed to the hosts, under the RSVP's post key like an answer, so a
 * robot gets as little through as it does with answers.
 */
export async function writeToHosts(
  deps: GuestAnswerDeps,
  siteId: string,
  note: WriteToHosts,
): Promise<SubmissionResult> {
  const { site, module } = await findSiteModule(deps, siteId, 'Rsvp', note.formId);
  if (!module.onlyInvitedGuests) {
    throw new AppError('BAD_REQUEST', { message: 'Every guest may answer this RSVP; write it instead.' });
  }
  const now = deps.now();
  const names = await namesNotListed(deps, siteId, note.names);
  const language = site.availableLanguages[0]?.languageCode ?? 'sv';
  const mail = composeHostsNoteMail({
    language,
    siteName: siteName(site, language),
    names,
    mail: note.mail,
    message: note.message,
    guestListUrl: `${deps.publicUrl}/redigera/${encodeURIComponent(siteId)}/gaster`,
  });
  const hosts = await hostsOf(deps, siteId, recipientsOf(site, module.id));
  const stored = await commitAnswerInOneStatement(deps, {
    postKey: note.postKey,
    kind: 'rsvp',
    now,
    writes: (keyIsGood) => [
      deps.repositories.households.addUninvitedAttemptWhen(
        siteId,
        { names, mail: note.mail, message: note.message },
        now,
        keyIsGood,
      ),
    ],
    mails: hosts.map((to) => ({ to, ...mail })),
  });
  return { invertedSuccess: !stored };
}
