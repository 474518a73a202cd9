import { DIET_CONSENT_TEXTS } from '@eventsite/core/constants/diet-consent-texts';
import { GIFT_MONEY_TEXTS } from '@eventsite/core/constants/gift-money-texts';
import { GIFT_RESERVATION_TEXTS } from '@eventsite/core/constants/gift-reservation-texts';
import type { InterfaceLanguage } from '@eventsite/core';

/** The words the answer page adds around the owner's texts, in the guest's language. */
const ANSWER_PAGE_TEXTS = {
  back: { sv: 'Tillbaka till sidan', en: 'Back to the site', da: 'Tilbage til siden' },
  numberOfGuests: { sv: 'Hur många svarar?', en: 'How many are answering?', da: 'Hvor mange svarer?' },
  next: { sv: 'Fortsätt', en: 'Continue', da: 'Fortsæt' },
  coming: { sv: 'Kommer', en: 'Coming', da: 'Kommer' },
  notComing: { sv: 'Kommer inte', en: 'Not coming', da: 'Kommer ikke' },
  onlyIf: {
    sv: 'Svara bara om du svarade ”{option}” på ”{question}”.',
    en: 'Answer only if you answered “{option}” to “{question}”.',
    da: 'Svar kun, hvis du svarede ”{option}” på ”{question}”.',
  },
  required: {
    sv: 'Svara på frågan.',
    en: 'Please answer this question.',
    da: 'Besvar venligst spørgsmålet.',
  },
  hidden: {
    sv: 'Lämna frågan tom med ditt andra svar.',
    en: 'Leave this question empty with your other answer.',
    da: 'Lad spørgsmålet være tomt med dit andet svar.',
  },
  notOnList: {
    sv: 'Namnet finns inte på gästlistan.',
    en: 'The name is not on the guest list.',
    da: 'Navnet står ikke på gæstelisten.',
  },
  errorTitle: { sv: 'Svaret skickades inte', en: 'The answer was not sent', da: 'Svaret blev ikke sendt' },
  sent: { sv: 'Ditt svar är skickat.', en: 'Your answer has been sent.', da: 'Dit svar er sendt.' },
  spam: {
    sv: 'Tyvärr identifierade vi dig som en robot. Vänta ett par sekunder och skicka igen. Vi ber om ursäkt för besväret.',
    en: 'Unfortunately we identified you as a bot. Please wait a couple of seconds and send again. We apologize for the inconvenience.',
    da: 'Desværre identificerede vi dig som en robot. Vent et par sekunder, og send igen. Vi beklager ulejligheden.',
  },
  quantity: { sv: 'Antal', en: 'Quantity', da: 'Antal' },
  passwordMissing: {
    sv: 'Välj ett lösenord.',
    en: 'Please choose a password.',
    da: 'Vælg venligst en adgangskode.',
  },
  from: { sv: 'Från (valfritt)', en: 'From (optional)', da: 'Fra (valgfrit)' },
  reserve: { sv: 'Reservera', en: 'Reserve', da: 'Reservér' },
  reserved: {
    sv: 'Gåvan är reserverad. Tack!',
    en: 'The gift is reserved. Thank you!',
    da: 'Gaven er reserveret. Tak!',
  },
  cancelled: {
    sv: 'Reservationen är borttagen.',
    en: 'The reservation has been cancelled.',
    da: 'Reservationen er fjernet.',
  },
  cancelPasswordMissing: {
    sv: 'Skriv lösenordet du valde vid reservationen.',
    en: 'Please enter the password you chose when reserving.',
    da: 'Skriv adgangskoden, du valgte ved reservationen.',
  },
  noneLeft: {
    sv: 'Allt av gåvan är redan reserverat.',
    en: 'All of this gift is already reserved.',
    da: 'Hele gaven er allerede reserveret.',
  },
  closed: {
    sv: 'Det går inte längre att svara.',
    en: 'Answers are no longer taken.',
    da: 'Det er ikke længere muligt at svare.',
  },
  fromMissing: { sv: 'Skriv ditt namn.', en: 'Please enter your name.', da: 'Skriv venligst dit navn.' },
  ...DIET_CONSENT_TEXTS,
  ...GIFT_RESERVATION_TEXTS,
  ...GIFT_MONEY_TEXTS,
} as const satisfies Record<string, Record<InterfaceLanguage, string>>;

export type AnswerPageText = keyof typeof ANSWER_PAGE_TEXTS;

/** One of the page's words in the guest's language, with `{name}` placeholders filled in. */
export function answerPageText(
  key: AnswerPageText,
  language: InterfaceLanguage,
  values: Record<string, string> = {},
): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    ANSWER_PAGE_TEXTS[key][language] as string,
  );
}
