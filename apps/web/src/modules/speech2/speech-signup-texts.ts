import { moduleTextReader } from '../shared/module-text-reader';

/*
 * The words of a version-2 site's speech sign-up (issue 36 item 1), in the site language. Kept out of
 * `speech2-texts.ts`, whose words travel in every guest's first-load chunk: these load with the sign-up.
 */
const SPEECH_SIGNUP_TEXTS = {
  toastmasters: { sv: 'Kvällens toastmaster', en: "The evening's toastmaster", da: 'Aftenens toastmaster' },
  toastmastersTwo: {
    sv: 'Kvällens toastmasters',
    en: "The evening's toastmasters",
    da: 'Aftenens toastmastere',
  },
  toastmastersLead: {
    sv: 'Anmälan går direkt till toastmastern, som lägger upp kvällens tal.',
    en: 'Your sign-up goes straight to the toastmaster, who plans the speeches of the evening.',
    da: 'Tilmeldingen går direkte til toastmasteren, som planlægger aftenens taler.',
  },
  surpriseLead: {
    sv: 'Värdarna ser bara hur många som ska tala, inte vem – så ditt tal kan bli en överraskning.',
    en: 'The hosts only see how many will speak, not who – so your speech can stay a surprise.',
    da: 'Værterne ser kun, hvor mange der skal tale, ikke hvem – så din tale kan forblive en overraskelse.',
  },
  mailTo: { sv: 'Mejla {name}', en: 'Email {name}', da: 'Send en mail til {name}' },
  callTo: { sv: 'Ring {name}', en: 'Call {name}', da: 'Ring til {name}' },
  deadline: { sv: 'Anmäl dig senast {date}', en: 'Sign up by {date}', da: 'Tilmeld dig senest {date}' },
  closed: {
    sv: 'Anmälan till tal stängde {date}. Vill du ändå säga några ord? Hör av dig till toastmastern.',
    en: 'Sign-ups for speeches closed on {date}. Still want to say a few words? Get in touch with the toastmaster.',
    da: 'Tilmeldingen til taler lukkede {date}. Vil du alligevel sige et par ord? Kontakt toastmasteren.',
  },
  name: { sv: 'Ditt namn', en: 'Your name', da: 'Dit navn' },
  nameFromLink: {
    sv: 'Vem av er vill tala?',
    en: 'Which of you would like to speak?',
    da: 'Hvem af jer vil holde tale?',
  },
  relation: {
    sv: 'Din relation till värdarna',
    en: 'How you know the hosts',
    da: 'Din relation til værterne',
  },
  relationPlaceholder: {
    sv: 't.ex. brudens bror, kollega, barndomsvän',
    en: "e.g. the bride's brother, a colleague, a childhood friend",
    da: 'fx brudens bror, kollega, barndomsven',
  },
  minutes: { sv: 'Hur länge vill du tala?', en: 'How long will you speak?', da: 'Hvor længe vil du tale?' },
  minutesUnit: { sv: 'minuter', en: 'minutes', da: 'minutter' },
  minutesHint: {
    sv: 'Runt 5 minuter passar nära familj, 3 minuter alla andra.',
    en: 'About 5 minutes suits close family, 3 minutes everyone else.',
    da: 'Omkring 5 minutter passer til den nærmeste familie, 3 minutter til alle andre.',
  },
  fewerMinutes: { sv: 'En minut kortare', en: 'One minute shorter', da: 'Et minut kortere' },
  moreMinutes: { sv: 'En minut längre', en: 'One minute longer', da: 'Et minut længere' },
  slot: {
    sv: 'När vill du helst tala?',
    en: 'When would you like to speak?',
    da: 'Hvornår vil du helst tale?',
  },
  noPreference: { sv: 'Ingen önskan', en: 'No preference', da: 'Intet ønske' },
  needs: { sv: 'Behöver du något?', en: 'Do you need anything?', da: 'Har du brug for noget?' },
  microphone: { sv: 'Mikrofon', en: 'Microphone', da: 'Mikrofon' },
  projector: { sv: 'Projektor', en: 'Projector', da: 'Projektor' },
  music: { sv: 'Musik', en: 'Music', da: 'Musik' },
  songSheets: {
    sv: 'Sånghäften att skriva ut',
    en: 'Song sheets to print',
    da: 'Sangark at printe',
  },
  songTitle: { sv: 'Sångens titel', en: "The song's title", da: 'Sangens titel' },
  note: {
    sv: 'Något toastmastern bör veta?',
    en: 'Anything the toastmaster should know?',
    da: 'Noget toastmasteren bør vide?',
  },
  notePlaceholder: {
    sv: 't.ex. att du talar tillsammans med din syster',
    en: 'e.g. that you will speak together with your sister',
    da: 'fx at du taler sammen med din søster',
  },
  contact: { sv: 'Hur når vi dig?', en: 'How can we reach you?', da: 'Hvordan kan vi nå dig?' },
  contactHint: {
    sv: 'Så att toastmastern kan berätta när det är din tur.',
    en: 'So the toastmaster can tell you when it is your turn.',
    da: 'Så toastmasteren kan fortælle dig, hvornår det er din tur.',
  },
  mail: { sv: 'E-post', en: 'Email', da: 'E-mail' },
  phone: { sv: 'Telefon', en: 'Phone', da: 'Telefon' },
  mailInvalid: {
    sv: 'Skriv en e-postadress, t.ex. namn@exempel.se',
    en: 'Enter an email address, e.g. name@example.com',
    da: 'Skriv en e-mailadresse, fx navn@eksempel.dk',
  },
  optional: { sv: '(valfritt)', en: '(optional)', da: '(valgfrit)' },
} as const;

export const speechSignupText = moduleTextReader(SPEECH_SIGNUP_TEXTS);
export type SpeechSignupTextKey = keyof typeof SPEECH_SIGNUP_TEXTS;
