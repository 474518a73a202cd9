import { isSiteV2, reminderMailLanguage, type InterfaceLanguage, type SiteModuleOf } from '@eventsite/core';
import { GUEST_PHOTOS_PAGE_SEGMENT } from '@eventsite/core/constants/guest-photos';
import { MARKET_TIME_ZONES } from '@eventsite/core/constants/platform';
import { countdownTargetTime } from '@eventsite/core/rules/countdown';
import { composeLinkMail, type LinkMailTexts } from '../mail/compose-link-mail';
import type { MailMessage } from '../mail/mail-outbox-repository';
import { publicSiteUrl } from '../sites/render-site-qr-code';
import { siteName } from '../sites/site-name';
import type { MorningAfterDeps } from './morning-after-deps';

const TEXTS: Record<InterfaceLanguage, (title: string, name: string) => LinkMailTexts> = {
  sv: (title, name) => ({
    subject: `${title}: dela dina bilder från i går`,
    greeting: `Hej ${name}!`,
    lead: `Tack för i går! Har du bilder eller korta filmer från ${title}? Ladda upp dem här, direkt från mobilen, så får värdarna dem i full kvalitet.`,
    button: 'Ladda upp bilder',
    personal: 'Länken är er egen: era bilder får ert namn.',
    signOff: 'Varma hälsningar',
  }),
  en: (title, name) => ({
    subject: `${title}: share your photos from yesterday`,
    greeting: `Hi ${name}!`,
    lead: `Thank you for yesterday! Do you have photos or short videos from ${title}? Upload them here, straight from your phone, and the hosts get them in full quality.`,
    button: 'Upload photos',
    personal: 'The link is yours: your photos carry your name.',
    signOff: 'Warm regards',
  }),
  da: (title, name) => ({
    subject: `${title}: del dine billeder fra i går`,
    greeting: `Hej ${name}!`,
    lead: `Tak for i går! Har du billeder eller korte videoer fra ${title}? Upload dem her, direkte fra mobilen, så får værterne dem i fuld kvalitet.`,
    button: 'Upload billeder',
    personal: 'Linket er jeres eget: jeres billeder får jeres navn.',
    signOff: 'Kærlige hilsner',
  }),
};

/** The morning-after mail (issue 38 item 5) in the household's language, with its own upload link. */
function composeMorningAfterMail(input: {
  to: string;
  householdName: string;
  language: string;
  title: string;
  link: string;
}): MailMessage {
  const language = reminderMailLanguage(input.language);
  return composeLinkMail(input.to, language, input.link, TEXTS[language](input.title, input.householdName));
}

/** A household's upload page: `/{language}/bilder` with its personal link's token, so its name is filled in. */
function householdUploadUrl(siteUrl: string, household: { language: string; token: string }): string {
  const url = new URL(siteUrl);
  url.pathname = `/${household.language}/${GUEST_PHOTOS_PAGE_SEGMENT}`;
  url.search = `?g=${encodeURIComponent(household.token)}`;
  return url.toString();
}

/**
 * Housekeeping (issue 38 item 5): for each published site whose photo gallery's morning-after time has
 * come, mails every household that said yes and has a mail address, once: the claim of the module and its
 * time is taken in the transaction that queues the mails, so another process or a later run sends nothing.
 * A time moved later by the owner is a new claim, so the mail goes then.
 */
export async function sendMorningAfterMails(deps: MorningAfterDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const siteId of await deps.repositories.guestPhotos.sitesWithMorningAfterMail()) {
    try {
      const stored = await deps.repositories.sites.findById(siteId);
      if (!stored || !isSiteV2(stored.site) || !stored.site.host) continue;
      const { site } = stored;
      const host = stored.site.host;
      const due = site.siteModules.filter(
        (module): module is SiteModuleOf<'ImageGallery'> =>
          module.siteModuleType === 'ImageGallery' &&
          module.guestPhotos.enabled &&
          module.guestPhotos.morningAfterMailAt !== null &&
          (countdownTargetTime(module.guestPhotos.morningAfterMailAt, MARKET_TIME_ZONES[deps.market]) ??
            Infinity) <= now.getTime(),
      );
      for (const gallery of due) {
        const sendAt = gallery.guestPhotos.morningAfterMailAt ?? '';
        if (await deps.repositories.guestPhotos.morningAfterMailSent(siteId, gallery.id, sendAt)) continue;
        const households = (await deps.repositories.households.listWithAnswers(siteId))
          .map(({ household }) => household)
          .filter((household) => household.answerStatus === 'yes' && household.mail !== '');
        const mails = households.map((household) =>
          composeMorningAfterMail({
            to: household.mail,
            householdName: household.name,
            language: household.language,
            title: siteName(site, household.language),
            link: householdUploadUrl(publicSiteUrl(deps.publicUrl, host), household),
          }),
        );
        const queued = await deps.db.transaction(async (tx) => {
          const claimed = await deps.repositories.guestPhotos
            .withTransaction(tx)
            .claimMorningAfterMail(siteId, gallery.id, sendAt, now);
          if (!claimed) return 0;
          await deps.mail.outbox.withTransaction(tx).addMany(mails, now);
          return mails.length;
        });
        sent += queued;
      }
    } catch (error) {
      deps.log.error({ err: error, siteId }, 'The morning-after mail failed');
    }
  }
  if (sent > 0) deps.mail.deliverSoon();
  return sent;
}
