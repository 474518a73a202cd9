import { translateText } from '@eventsite/core/rules/translate-text';

/*
 * The words module views add around the owner's texts. They follow the site language, not the editor's,
 * and a site may offer languages the interface catalogs lack, so they are read with `translateText`'s
 * fallback (English, then Swedish) instead of the interface's message files.
 */
const MODULE_TEXTS = {
  noDate: { sv: 'Inget datum', en: 'No date', da: 'Ingen dato' },
  headerEmpty: {
    sv: 'Lägg till en rubrik och en bild',
    en: 'Add a title and an image',
    da: 'Tilføj en overskrift og et billede',
  },
  countdown: { sv: 'Nedräkning', en: 'Countdown', da: 'Nedtælling' },
  countdownNoDate: {
    sv: 'Välj datum och tid att räkna ner till',
    en: 'Choose the date and time to count down to',
    da: 'Vælg dato og tidspunkt at tælle ned til',
  },
  textEmpty: { sv: 'Skriv en text här', en: 'Write a text here', da: 'Skriv en tekst her' },
  imageAndTextEmpty: {
    sv: 'Lägg till en bild och en text',
    en: 'Add an image and a text',
    da: 'Tilføj et billede og en tekst',
  },
  listEmpty: {
    sv: 'Listan är tom – lägg till det första inslaget',
    en: 'The list is empty – add the first item',
    da: 'Listen er tom – tilføj det første punkt',
  },
  peopleEmpty: {
    sv: 'Inga personer ännu – lägg till den första',
    en: 'No people yet – add the first one',
    da: 'Ingen personer endnu – tilføj den første',
  },
  galleryEmpty: {
    sv: 'Galleriet är tomt – lägg till bilder',
    en: 'The gallery is empty – add images',
    da: 'Galleriet er tomt – tilføj billeder',
  },
  gallery: { sv: 'Bildgalleri', en: 'Image gallery', da: 'Billedgalleri' },
  openImage: {
    sv: 'Visa bild {n} av {total}',
    en: 'Show image {n} of {total}',
    da: 'Vis billede {n} af {total}',
  },
  imageOf: { sv: 'Bild {n} av {total}', en: 'Image {n} of {total}', da: 'Billede {n} af {total}' },
  previousImage: { sv: 'Föregående bild', en: 'Previous image', da: 'Forrige billede' },
  nextImage: { sv: 'Nästa bild', en: 'Next image', da: 'Næste billede' },
  close: { sv: 'Stäng', en: 'Close', da: 'Luk' },
  locationEmpty: {
    sv: 'Skriv in en plats så visas en karta här',
    en: 'Enter a place and a map shows here',
    da: 'Skriv et sted, så vises et kort her',
  },
  openMap: {
    sv: 'Öppna {location} i kartor (ny flik)',
    en: 'Open {location} in maps (new tab)',
    da: 'Åbn {location} i kort (ny fane)',
  },
  videoEmpty: {
    sv: 'Klistra in en länk till en YouTube-video',
    en: 'Paste a link to a YouTube video',
    da: 'Indsæt et link til en YouTube-video',
  },
  playVideo: { sv: 'Spela upp videon', en: 'Play the video', da: 'Afspil videoen' },
  video: { sv: 'Video', en: 'Video', da: 'Video' },
  formEmpty: {
    sv: 'Formuläret har inga frågor ännu',
    en: 'The form has no questions yet',
    da: 'Formularen har ingen spørgsmål endnu',
  },
  selectNumberOfGuests: {
    sv: 'Hur många är ni?',
    en: 'How many are you?',
    da: 'Hvor mange er I?',
  },
  numberOfGuestsPlaceholder: { sv: 'Välj antal', en: 'Choose', da: 'Vælg antal' },
  giftRegistryEmpty: {
    sv: 'Önskelistan är tom – lägg till den första presenten',
    en: 'The gift registry is empty – add the first gift',
    da: 'Ønskelisten er tom – tilføj den første gave',
  },
  showGiftRegistry: { sv: 'Visa önskelistan', en: 'Show the gift registry', da: 'Vis ønskelisten' },
  readMore: { sv: 'Läs mer', en: 'Read more', da: 'Læs mere' },
  opensInNewTab: { sv: '(öppnas i en ny flik)', en: '(opens in a new tab)', da: '(åbner i en ny fane)' },
} as const;

export type ModuleTextKey = keyof typeof MODULE_TEXTS;

/** A module view's own word in the site language; `{name}` placeholders are filled from `values`. */
export function moduleText(
  key: ModuleTextKey,
  language: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return translateText(MODULE_TEXTS[key], language).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
