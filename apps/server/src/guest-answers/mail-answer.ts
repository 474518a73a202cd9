import { translateText, type SiteV2 } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
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

/**
 * Mails a stored answer to the recipients through the outbox. Called after the answer is committed; a
 * failure is logged and never fails the guest's request, since the answer itself is safe.
 */
export async function mailAnswer(
  app: FastifyInstance,
  site: SiteV2,
  recipients: readonly string[],
  formId: string,
  input: Omit<AnswerMailInput, 'language' | 'siteName' | 'answersUrl'>,
): Promise<void> {
  const language = site.availableLanguages[0]?.languageCode ?? 'sv';
  const answersUrl = `${app.config.publicUrl}/redigera/${encodeURIComponent(site._id)}/visa-osa?modul=${encodeURIComponent(formId)}`;
  const mail = composeAnswerMail({ ...input, language, siteName: siteName(site, language), answersUrl });
  for (const to of recipients) {
    try {
      await app.mail.sendMail({ to, ...mail });
    } catch (error) {
      app.log.error({ err: error, siteId: site._id }, 'Mailing a guest answer failed');
    }
  }
}
