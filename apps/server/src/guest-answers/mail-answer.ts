import type { SiteV2 } from '@eventsite/core';
import type { MailMessage } from '../mail/mail-outbox-repository';
import { siteName } from '../sites/site-name';
import { composeAnswerMail, type AnswerMailInput } from './compose-answer-mail';

/** The addresses the owner chose for this Form or Rsvp module (`decisions.md` §3 "Form and RSVP delivery"). */
export function recipientsOf(site: SiteV2, formId: string): string[] {
  return site.formRecipients.find((entry) => entry.formId === formId)?.recipients ?? [];
}

/** Where an answer goes: the module's recipients, and the address of the module's answers for the owner. */
export interface AnswerMailTarget {
  site: SiteV2;
  formId: string;
  recipients: readonly string[];
  /** The product's public address, before the answers screen's path. */
  publicUrl: string;
}

/** The mails that tell the recipients of an answer, one each, in the site's first language. */
export function answerMails(
  { site, formId, recipients, publicUrl }: AnswerMailTarget,
  input: Omit<AnswerMailInput, 'language' | 'siteName' | 'answersUrl'>,
): MailMessage[] {
  const language = site.availableLanguages[0]?.languageCode ?? 'sv';
  const answersUrl = `${publicUrl}/redigera/${encodeURIComponent(site._id)}/visa-osa?modul=${encodeURIComponent(formId)}`;
  const mail = composeAnswerMail({ ...input, language, siteName: siteName(site, language), answersUrl });
  return recipients.map((to) => ({ to, ...mail }));
}
