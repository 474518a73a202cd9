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
  addToCalendar: { sv: 'Lägg till i kalendern', en: 'Add to calendar', da: 'Føj til kalender' },
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
  videoFromYouTube: {
    sv: 'Spelas från YouTube när du klickar',
    en: 'Plays from YouTube when you click',
    da: 'Afspilles fra YouTube, når du klikker',
  },
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
  errorTitle: { sv: 'Ett fel uppstod', en: 'An error occurred', da: 'En fejl opstod' },
  formLoadFailed: {
    sv: 'Misslyckades att ladda formuläret',
    en: 'Failed to load form',
    da: 'Kunne ikke indlæse formularen',
  },
  formSendFailed: {
    sv: 'Misslyckades att skicka formuläret',
    en: 'Failed to send form',
    da: 'Kunne ikke sende formularen',
  },
  speechLoadFailed: {
    sv: 'Misslyckades att ladda tal-formuläret',
    en: 'Failed to load the speech form',
    da: 'Kunne ikke indlæse tale-formularen',
  },
  speechSendFailed: {
    sv: 'Tyvärr misslyckades vi att skicka ditt meddelande om tal. Något gick fel. Försök gärna igen.',
    en: 'Unfortunately we failed to send your message about a speech. Something went wrong. Please try again.',
    da: 'Desværre lykkedes det ikke at sende din besked om tale. Noget gik galt. Prøv gerne igen.',
  },
  rsvpLoadFailed: {
    sv: 'Misslyckades att ladda OSA-formuläret',
    en: 'Failed to load RSVP form',
    da: 'Kunne ikke indlæse tilmeldingsformularen',
  },
  rsvpSendFailed: {
    sv: 'Misslyckades att skicka OSA',
    en: 'Failed to send RSVP',
    da: 'Kunne ikke sende tilmeldingen',
  },
  legacyRsvpSendFailed: {
    sv: 'Tyvärr misslyckades vi att spara din OSA. Något gick fel. Försök gärna igen.',
    en: 'Unfortunately we failed to save your RSVP. Something went wrong. Please try again.',
    da: 'Desværre lykkedes det ikke at gemme din OSA. Noget gik galt. Prøv gerne igen.',
  },
  legacySpamTitle: {
    sv: 'Tyvärr gick det fel!',
    en: 'Unfortunately it went wrong!',
    da: 'Desværre gik det galt!',
  },
  reserveFailed: { sv: 'Misslyckades att reservera', en: 'Failed to reserve', da: 'Kunne ikke reservere' },
  cancelReservationFailed: {
    sv: 'Misslyckades att ta bort reservation',
    en: 'Failed to remove reservation',
    da: 'Kunne ikke fjerne reservationen',
  },
  spamTitle: { sv: 'Något gick fel', en: 'Something went wrong', da: 'Noget gik galt' },
  spamText: {
    sv: 'Tyvärr identifierade vi dig som en robot. Fyll i formuläret igen och vänta ett par sekunder innan du trycker på skicka. Vi ber om ursäkt för besväret.',
    en: 'Unfortunately we identified you as a bot. Please fill in the form again, wait a couple of seconds before you press submit. We apologize for the inconvenience.',
    da: 'Desværre identificerede vi dig som en robot. Udfyld formularen igen, og vent et par sekunder, før du trykker på send. Vi beklager ulejligheden.',
  },
  editModeTitle: { sv: 'Granska-läge', en: 'Preview mode', da: 'Forhåndsvisning' },
  editModeForm: {
    sv: 'Du kan inte skicka in formuläret från granska-läget. För att testa formuläret gå till sidans publika adress (samma som gästerna besöker).',
    en: 'You cannot send the form from preview mode. To test the form, go to the site’s public address (the same one the guests visit).',
    da: 'Du kan ikke sende formularen fra forhåndsvisningen. For at teste formularen skal du gå til sidens offentlige adresse (den samme, som gæsterne besøger).',
  },
  editModeGift: {
    sv: 'Du kan inte reservera eller ta bort reservationer från granska-läget. För att testa gå till sidans publika adress (samma som gästerna besöker).',
    en: 'You cannot reserve or cancel reservations from preview mode. To test it, go to the site’s public address (the same one the guests visit).',
    da: 'Du kan ikke reservere eller fjerne reservationer fra forhåndsvisningen. For at teste det skal du gå til sidens offentlige adresse (den samme, som gæsterne besøger).',
  },
  needsJavaScriptAnswer: {
    sv: 'För att svara behöver du slå på JavaScript i webbläsaren.',
    en: 'To answer, please turn on JavaScript in your browser.',
    da: 'For at svare skal du slå JavaScript til i browseren.',
  },
  needsJavaScriptReserve: {
    sv: 'För att reservera en gåva behöver du slå på JavaScript i webbläsaren.',
    en: 'To reserve a gift, please turn on JavaScript in your browser.',
    da: 'For at reservere en gave skal du slå JavaScript til i browseren.',
  },
  ok: { sv: 'OK', en: 'OK', da: 'OK' },
  cancel: { sv: 'Avbryt', en: 'Cancel', da: 'Annuller' },
  loadingForm: { sv: 'Laddar formuläret…', en: 'Loading the form…', da: 'Indlæser formularen…' },
  sending: { sv: 'Skickar…', en: 'Sending…', da: 'Sender…' },
  dietConsentNote: {
    sv: 'Svaren om kost och allergier delas med värdarna och deras cateringfirma, och bara om du samtycker. Utan samtycke skickas resten av svaret ändå.',
    en: 'The answers about diet and allergies are shared with the hosts and their caterer, and only if you consent. Without consent the rest of the answer is still sent.',
    da: 'Svarene om kost og allergier deles med værterne og deres cateringfirma, og kun hvis du giver samtykke. Uden samtykke sendes resten af svaret alligevel.',
  },
  dietConsentLabel: {
    sv: 'Jag samtycker till att svaren om kost och allergier delas',
    en: 'I consent to sharing the answers about diet and allergies',
    da: 'Jeg giver samtykke til, at svarene om kost og allergier deles',
  },
  householdAnswered: { sv: 'Ert svar', en: 'Your answer', da: 'Jeres svar' },
  householdAnsweredLead: {
    sv: 'Så här har ni svarat. Skicka formuläret nedan igen för att ändra svaret.',
    en: 'This is what you answered. Send the form below again to change the answer.',
    da: 'Sådan har I svaret. Send formularen nedenfor igen for at ændre svaret.',
  },
  withdrawAnswer: { sv: 'Ta tillbaka svaret', en: 'Withdraw the answer', da: 'Træk svaret tilbage' },
  withdrawAnswerConfirm: {
    sv: 'Svaret raderas helt och värdarna ser det inte längre. Ta tillbaka det?',
    en: 'The answer is erased completely and the hosts no longer see it. Withdraw it?',
    da: 'Svaret slettes helt, og værterne kan ikke længere se det. Træk det tilbage?',
  },
  answerWithdrawn: {
    sv: 'Ert svar är raderat.',
    en: 'Your answer has been erased.',
    da: 'Jeres svar er slettet.',
  },
  withdrawFailed: {
    sv: 'Svaret kunde inte tas tillbaka. Försök igen.',
    en: 'The answer could not be withdrawn. Please try again.',
    da: 'Svaret kunne ikke trækkes tilbage. Prøv igen.',
  },
  valueMissing: {
    sv: 'Fyll i det här fältet',
    en: 'Please fill in this field',
    da: 'Udfyld venligst dette felt',
  },
  optionMissing: {
    sv: 'Välj ett alternativ',
    en: 'Please choose an option',
    da: 'Vælg venligst en mulighed',
  },
  requiredMark: { sv: '(obligatorisk)', en: '(required)', da: '(påkrævet)' },
  reserve: { sv: 'Reservera', en: 'Reserve', da: 'Reserver' },
  cancelReservation: { sv: 'Ta bort reservation', en: 'Cancel reservation', da: 'Fjern reservation' },
  reserveQuantity: { sv: 'Antal att reservera', en: 'Quantity to reserve', da: 'Antal at reservere' },
  cancelQuantity: { sv: 'Antal att ta bort', en: 'Quantity to cancel', da: 'Antal at fjerne' },
  quantityRange: { sv: 'Från 1 till {max}', en: 'From 1 to {max}', da: 'Fra 1 til {max}' },
  quantityInvalid: {
    sv: 'Ange ett antal från 1 till {max}',
    en: 'Enter a quantity from 1 to {max}',
    da: 'Angiv et antal fra 1 til {max}',
  },
  reservePassword: { sv: 'Välj ett lösenord', en: 'Choose a password', da: 'Vælg en adgangskode' },
  reservePasswordHint: {
    sv: 'Du behöver lösenordet om du vill ta bort reservationen senare.',
    en: 'You need the password if you want to cancel the reservation later.',
    da: 'Du skal bruge adgangskoden, hvis du vil fjerne reservationen senere.',
  },
  cancelPassword: {
    sv: 'Lösenordet du valde vid reservationen',
    en: 'The password you chose when reserving',
    da: 'Adgangskoden, du valgte ved reservationen',
  },
  showLargeImage: { sv: 'Visa större bild', en: 'Show larger image', da: 'Vis større billede' },
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
