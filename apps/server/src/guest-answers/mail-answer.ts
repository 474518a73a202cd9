import { translateText, type SiteV2 } from '@eventsite/core';
import type { MailMessage } from '../mail/mail-outbox-repository';
import { composeAnswerMail, type AnswerMailInput } from './compose-answer-mail';

/** The addresses the owner chose for this Form or Rsvp module (`decisions.md` §3 "Form and RSVP delivery"). */
export function recipientsOf(site: SiteV2, formId: string): string[] {
  return site.formRecipients.find((entry) => entry.formId === formId)?.recipients ?? [];
}

/** The site's name for a subject: its header title, else its address. */
function siteName(site: SiteV2, language: string): string {
  const header = site.siteModules.find((module) => module.siteModuleType === 'Header');
  return translateText(header?.title, language) || (site.host ?? '');
}

/** The mails that tell the recipients of an answer, one each, in the site's first language. */
export function answerMails(
  site: SiteV2,
  recipients: readonly string[],
  input: Omit<AnswerMailInput, 'language' | 'siteName'>,
): MailMessage[] {
  const language = site.availableLanguages[0]?.languageCode ?? 'sv';
  const mail = composeAnswerMail({ ...input, language, siteName: siteName(site, language) });
  return recipients.map((to) => ({ to, ...mail }));
}
