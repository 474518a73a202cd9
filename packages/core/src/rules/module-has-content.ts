import type { Brand } from '../constants/platform';
import type { SiteModule } from '../schemas/site-modules';
import { parseCountdownDate } from './countdown';
import { translateRichText } from './translate-rich-text';
import { translateText } from './translate-text';
import { extractVideoId } from './video-id';

export interface ModuleContentOptions {
  /** The language the page is read in. */
  language: string;
  /** The header shows the site's event logo (a wedding site with one set). */
  eventLogo: boolean;
}

/**
 * Whether a module shows guests anything (`001` §4 per module): a header with a title, second line, image
 * or event logo, a video whose link yields an id, a countdown with a date, a list or gallery with items, and
 * so on; an image and text or a place needs more than its title, a form a question. A module without content is
 * left out of the page and the menu; the RSVP and speech sign-up always show their button, the seating its
 * search field.
 */
export function moduleHasContent(module: SiteModule, { language, eventLogo }: ModuleContentOptions): boolean {
  const hasTitle = translateText(module.title, language) !== '';
  switch (module.siteModuleType) {
    case 'Header':
      return (
        hasTitle || module.image !== null || eventLogo || translateText(module.secondLine, language) !== ''
      );
    case 'Text':
      return hasTitle || translateRichText(module.text, language) !== null;
    // A title alone is an empty band: these show guests something only beside it (issue 39 item 7).
    case 'ImageAndText':
      return (
        module.image !== null ||
        translateText(module.secondTitle, language) !== '' ||
        translateRichText(module.text, language) !== null
      );
    case 'Location':
      return (
        module.image !== null ||
        translateText(module.secondTitle, language) !== '' ||
        translateRichText(module.text, language) !== null ||
        (module.map?.location.trim() ?? '') !== ''
      );
    case 'Video':
      return extractVideoId(module.video.videoUrl) !== null;
    case 'Countdown':
      return parseCountdownDate(module.countdownDate) !== null;
    case 'TextAndImageList':
    case 'PeopleList':
      return module.items.length > 0;
    // A gallery open to guests' photos shows its upload button even before it has images (issue 38 item 2).
    case 'ImageGallery':
      return module.items.length > 0 || module.guestPhotos.enabled;
    case 'GiftRegistry':
      return module.giftRegistry.length > 0;
    case 'Schedule':
      return module.events.length > 0;
    // A form without questions would be a lone send button.
    case 'Form':
      return module.form.formElements.length > 0;
    case 'Rsvp':
    case 'Speech2':
    case 'Seating':
      return true;
  }
}

/** Whether a site's header shows its event logo: one is set, and the brand offers them (`002` §6). */
export function showsEventLogo(site: { eventLogo?: unknown }, brand: Brand | undefined): boolean {
  return site.eventLogo != null && brand === 'wedding';
}
