import { moduleTextReader } from '../../modules/shared/module-text-reader';

/** The words of the guests' photo upload page, in the site language (issue 38 item 2). */
const GUEST_PHOTOS_TEXTS = {
  title: { sv: 'Dela dina bilder', en: 'Share your photos', da: 'Del dine billeder' },
  lead: {
    sv: 'Välj bilder och korta filmer från mobilen. De kommer fram i full kvalitet – ingen app, inget konto.',
    en: 'Pick photos and short videos from your phone. They arrive in full quality – no app, no account.',
    da: 'Vælg billeder og korte videoer fra mobilen. De kommer frem i fuld kvalitet – ingen app, ingen konto.',
  },
  approveFirst: {
    sv: 'Värdarna tittar på bilderna innan de visas för andra.',
    en: 'The hosts look at the photos before others see them.',
    da: 'Værterne ser billederne, før andre ser dem.',
  },
  name: { sv: 'Ditt namn (valfritt)', en: 'Your name (optional)', da: 'Dit navn (valgfrit)' },
  choose: { sv: 'Välj bilder', en: 'Choose photos', da: 'Vælg billeder' },
  chooseMore: { sv: 'Välj fler bilder', en: 'Choose more photos', da: 'Vælg flere billeder' },
  limits: {
    sv: 'Bilder upp till 50 MB, filmer upp till 2 minuter.',
    en: 'Photos up to 50 MB, videos up to 2 minutes.',
    da: 'Billeder op til 50 MB, videoer op til 2 minutter.',
  },
  needsJavaScript: {
    sv: 'Uppladdningen behöver JavaScript. Slå på det i webbläsaren och ladda om sidan.',
    en: 'Uploading needs JavaScript. Please turn it on in your browser and reload the page.',
    da: 'Upload kræver JavaScript. Slå det til i browseren, og genindlæs siden.',
  },
  list: { sv: 'Dina bilder', en: 'Your photos', da: 'Dine billeder' },
  summary: { sv: '{done} av {total} klara', en: '{done} of {total} done', da: '{done} af {total} færdige' },
  keepOpen: {
    sv: 'Håll sidan öppen tills alla är klara. Tappar du anslutningen fortsätter det där det slutade.',
    en: 'Keep this page open until all are done. If the connection drops, it carries on where it stopped.',
    da: 'Hold siden åben, til alle er færdige. Mister du forbindelsen, fortsætter den, hvor den slap.',
  },
  allDone: {
    sv: 'Tack! Alla bilder har kommit fram.',
    en: 'Thank you! All your photos have arrived.',
    da: 'Tak! Alle billederne er kommet frem.',
  },
  offline: {
    sv: 'Ingen anslutning just nu – uppladdningen fortsätter när mobilen är online igen.',
    en: 'No connection just now – the upload carries on when your phone is back online.',
    da: 'Ingen forbindelse lige nu – uploaden fortsætter, når mobilen er online igen.',
  },
  waiting: { sv: 'Väntar', en: 'Waiting', da: 'Venter' },
  uploading: { sv: 'Laddar upp {percent} %', en: 'Uploading {percent}%', da: 'Uploader {percent} %' },
  done: { sv: 'Klar', en: 'Done', da: 'Færdig' },
  failed: { sv: 'Gick inte att ladda upp', en: 'Could not upload', da: 'Kunne ikke uploades' },
  networkFailed: {
    sv: 'Anslutningen bröts.',
    en: 'The connection was lost.',
    da: 'Forbindelsen blev afbrudt.',
  },
  retry: { sv: 'Försök igen', en: 'Try again', da: 'Prøv igen' },
  retryLabel: { sv: 'Försök igen med {file}', en: 'Try {file} again', da: 'Prøv {file} igen' },
  backToSite: { sv: 'Till sidan', en: 'Back to the site', da: 'Til siden' },
} as const;

export const guestPhotosText = moduleTextReader(GUEST_PHOTOS_TEXTS);
