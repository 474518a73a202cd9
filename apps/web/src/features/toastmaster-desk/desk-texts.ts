import type { SpeechNeed } from '@eventsite/core/constants/speeches';
import { isInterfaceLanguage, type InterfaceLanguage } from '@eventsite/core/constants/platform';

/*
 * The desk speaks the site's language (the toastmaster is one of its guests), not the owners' interface
 * catalogs: its words are here, in sv, en and da.
 */
const sv = {
  pageTitle: 'Toastmasterns sida',
  loading: 'Hämtar talen…',
  linkInvalidTitle: 'Länken fungerar inte',
  loadFailedTitle: 'Sidan gick inte att hämta',
  loadFailed: 'Något gick fel när talen skulle hämtas. Försök igen om en stund.',
  tryAgain: 'Försök igen',
  greeting: (name: string) => `Hej ${name}!`,
  intro:
    'Här planerar du kvällens tal. Dra talen till rätt del av kvällen, eller använd knapparna på varje tal. Värdparet ser inte vem som ska tala.',
  deadline: (date: string) => `Anmälan stänger ${date}`,
  emptyTitle: 'Inga anmälda tal än',
  emptyText:
    'När gästerna anmäler tal syns de här, med namn, längd och önskemål. Du kan redan nu planera hur mycket tid varje del av kvällen har.',
  unplaced: 'Ej placerade',
  unplacedEmpty: 'Alla tal har fått en plats.',
  slotEmpty: 'Dra ett tal hit, eller välj ”Flytta till” på ett tal.',
  plannedMinutes: 'Planerade minuter',
  minutesOf: (used: number, planned: number) => (planned > 0 ? `${used} av ${planned} min` : `${used} min`),
  overBy: (minutes: number) => `${minutes} min för mycket`,
  minutes: (minutes: number) => `${minutes} min`,
  speechCount: (count: number) => (count === 1 ? '1 tal' : `${count} tal`),
  totals: (count: number, minutes: number) =>
    `${count === 1 ? '1 anmält tal' : `${count} anmälda tal`} · ${minutes} min totalt`,
  wishes: 'Önskar',
  noWish: 'Ingen önskan',
  needs: 'Behöver',
  song: 'Sång',
  guestNote: 'Till toastmastern',
  yourNote: 'Din anteckning',
  mail: 'Mejla',
  call: 'Ring',
  moveUp: 'Flytta upp',
  moveDown: 'Flytta ned',
  moveTo: 'Flytta till',
  dragHandle: (name: string) => `Dra ${name}`,
  dragInstructions:
    'Tryck mellanslag för att lyfta talet, flytta det med piltangenterna och tryck mellanslag igen för att släppa det. Escape avbryter.',
  pickedUp: (name: string) => `${name} lyft.`,
  movedOver: (name: string, place: string) => `${name} är över ${place}.`,
  dropped: (name: string, place: string) => `${name} släppt i ${place}.`,
  cancelled: (name: string) => `Flytten av ${name} avbröts.`,
  save: 'Spara talordningen',
  saved: 'Sparad',
  unsaved: 'Ändringar som inte är sparade',
  saveFailed: 'Talordningen kunde inte sparas. Försök igen.',
  staleReloaded:
    'Någon annan sparade talordningen medan du arbetade. Vi har hämtat den senaste versionen – gör din ändring igen.',
  notify: 'Mejla talarna deras plats',
  notifyPending: (count: number) =>
    count === 1
      ? '1 talare har en ändring som inte mejlats'
      : `${count} talare har ändringar som inte mejlats`,
  notifyNothing: 'Alla talare har fått sin plats',
  notifySaveFirst: 'Spara först, så mejlas den sparade ordningen.',
  notified: (count: number) => (count === 1 ? '1 talare mejlades.' : `${count} talare mejlades.`),
  notifyFailed: 'Mejlen kunde inte skickas. Försök igen.',
  print: 'Skriv ut',
  pdf: 'Ladda ned PDF',
  printTitle: 'Talordning',
  speakerList: 'Talare',
  printSlot: 'Del',
  printName: 'Namn',
  printMinutes: 'Min',
  printContact: 'Kontakt',
  need: {
    microphone: 'Mikrofon',
    projector: 'Projektor',
    music: 'Musik',
    songSheets: 'Sånghäften',
  } satisfies Record<SpeechNeed, string>,
};

export type DeskTexts = typeof sv;

const en: DeskTexts = {
  pageTitle: "The toastmaster's desk",
  loading: 'Fetching the speeches…',
  linkInvalidTitle: 'This link does not work',
  loadFailedTitle: 'The page could not be loaded',
  loadFailed: 'Something went wrong while fetching the speeches. Please try again in a moment.',
  tryAgain: 'Try again',
  greeting: (name) => `Hello ${name}!`,
  intro:
    "Plan the evening's speeches here. Drag each speech to its part of the evening, or use the buttons on each speech. The hosts cannot see who will speak.",
  deadline: (date) => `Sign-up closes ${date}`,
  emptyTitle: 'No speeches yet',
  emptyText:
    'When guests sign up to speak, they appear here with their name, length and wishes. You can already plan how much time each part of the evening has.',
  unplaced: 'Not placed',
  unplacedEmpty: 'Every speech has a place.',
  slotEmpty: 'Drag a speech here, or choose “Move to” on a speech.',
  plannedMinutes: 'Planned minutes',
  minutesOf: (used, planned) => (planned > 0 ? `${used} of ${planned} min` : `${used} min`),
  overBy: (minutes) => `${minutes} min over`,
  minutes: (minutes) => `${minutes} min`,
  speechCount: (count) => (count === 1 ? '1 speech' : `${count} speeches`),
  totals: (count, minutes) =>
    `${count === 1 ? '1 speech signed up' : `${count} speeches signed up`} · ${minutes} min in all`,
  wishes: 'Wishes',
  noWish: 'No wish',
  needs: 'Needs',
  song: 'Song',
  guestNote: 'To the toastmaster',
  yourNote: 'Your note',
  mail: 'Mail',
  call: 'Call',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveTo: 'Move to',
  dragHandle: (name) => `Drag ${name}`,
  dragInstructions:
    'Press space to pick up the speech, move it with the arrow keys and press space again to drop it. Escape cancels.',
  pickedUp: (name) => `Picked up ${name}.`,
  movedOver: (name, place) => `${name} is over ${place}.`,
  dropped: (name, place) => `${name} dropped in ${place}.`,
  cancelled: (name) => `Moving ${name} was cancelled.`,
  save: 'Save the running order',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saveFailed: 'The running order could not be saved. Please try again.',
  staleReloaded:
    'Someone else saved the running order while you were working. We fetched the latest version – please make your change again.',
  notify: 'Mail the speakers their slot',
  notifyPending: (count) =>
    count === 1 ? '1 speaker has a change not yet mailed' : `${count} speakers have changes not yet mailed`,
  notifyNothing: 'Every speaker has their slot',
  notifySaveFirst: 'Save first, so the saved order is mailed.',
  notified: (count) => (count === 1 ? '1 speaker was mailed.' : `${count} speakers were mailed.`),
  notifyFailed: 'The mails could not be sent. Please try again.',
  print: 'Print',
  pdf: 'Download PDF',
  printTitle: 'Running order',
  speakerList: 'Speakers',
  printSlot: 'Part',
  printName: 'Name',
  printMinutes: 'Min',
  printContact: 'Contact',
  need: { microphone: 'Microphone', projector: 'Projector', music: 'Music', songSheets: 'Song sheets' },
};

const da: DeskTexts = {
  pageTitle: 'Toastmasterens side',
  loading: 'Henter talerne…',
  linkInvalidTitle: 'Linket virker ikke',
  loadFailedTitle: 'Siden kunne ikke hentes',
  loadFailed: 'Noget gik galt, da talerne skulle hentes. Prøv igen om lidt.',
  tryAgain: 'Prøv igen',
  greeting: (name) => `Hej ${name}!`,
  intro:
    'Her planlægger du aftenens taler. Træk talerne til den rigtige del af aftenen, eller brug knapperne på hver tale. Værtsparret kan ikke se, hvem der skal tale.',
  deadline: (date) => `Tilmeldingen lukker ${date}`,
  emptyTitle: 'Ingen tilmeldte taler endnu',
  emptyText:
    'Når gæsterne tilmelder taler, vises de her med navn, længde og ønsker. Du kan allerede nu planlægge, hvor meget tid hver del af aftenen har.',
  unplaced: 'Ikke placeret',
  unplacedEmpty: 'Alle taler har fået en plads.',
  slotEmpty: 'Træk en tale hertil, eller vælg ”Flyt til” på en tale.',
  plannedMinutes: 'Planlagte minutter',
  minutesOf: (used, planned) => (planned > 0 ? `${used} af ${planned} min` : `${used} min`),
  overBy: (minutes) => `${minutes} min for meget`,
  minutes: (minutes) => `${minutes} min`,
  speechCount: (count) => (count === 1 ? '1 tale' : `${count} taler`),
  totals: (count, minutes) =>
    `${count === 1 ? '1 tilmeldt tale' : `${count} tilmeldte taler`} · ${minutes} min i alt`,
  wishes: 'Ønsker',
  noWish: 'Intet ønske',
  needs: 'Har brug for',
  song: 'Sang',
  guestNote: 'Til toastmasteren',
  yourNote: 'Din note',
  mail: 'Mail',
  call: 'Ring',
  moveUp: 'Flyt op',
  moveDown: 'Flyt ned',
  moveTo: 'Flyt til',
  dragHandle: (name) => `Træk ${name}`,
  dragInstructions:
    'Tryk mellemrum for at løfte talen, flyt den med piletasterne, og tryk mellemrum igen for at slippe den. Escape afbryder.',
  pickedUp: (name) => `${name} er løftet.`,
  movedOver: (name, place) => `${name} er over ${place}.`,
  dropped: (name, place) => `${name} sluppet i ${place}.`,
  cancelled: (name) => `Flytningen af ${name} blev afbrudt.`,
  save: 'Gem talerrækkefølgen',
  saved: 'Gemt',
  unsaved: 'Ændringer, der ikke er gemt',
  saveFailed: 'Talerrækkefølgen kunne ikke gemmes. Prøv igen.',
  staleReloaded:
    'En anden gemte talerrækkefølgen, mens du arbejdede. Vi har hentet den nyeste version – lav din ændring igen.',
  notify: 'Mail talerne deres plads',
  notifyPending: (count) =>
    count === 1
      ? '1 taler har en ændring, der ikke er mailet'
      : `${count} talere har ændringer, der ikke er mailet`,
  notifyNothing: 'Alle talere har fået deres plads',
  notifySaveFirst: 'Gem først, så mailes den gemte rækkefølge.',
  notified: (count) => (count === 1 ? '1 taler fik en mail.' : `${count} talere fik en mail.`),
  notifyFailed: 'Mailene kunne ikke sendes. Prøv igen.',
  print: 'Udskriv',
  pdf: 'Hent PDF',
  printTitle: 'Talerrækkefølge',
  speakerList: 'Talere',
  printSlot: 'Del',
  printName: 'Navn',
  printMinutes: 'Min',
  printContact: 'Kontakt',
  need: { microphone: 'Mikrofon', projector: 'Projektor', music: 'Musik', songSheets: 'Sanghæfter' },
};

const DESK_TEXTS: Readonly<Record<InterfaceLanguage, DeskTexts>> = { sv, en, da };

/** The desk's words in a site language; a language without its own (de, fi, …) reads English. */
export function deskTexts(language: string): DeskTexts {
  return isInterfaceLanguage(language) ? DESK_TEXTS[language] : en;
}
