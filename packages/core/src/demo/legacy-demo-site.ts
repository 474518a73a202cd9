import type { LegacyImportDocument } from '../api/legacy-import';
import { legacyImportDocumentSchema } from '../api/legacy-import';
import { SITE_MODULE_TYPES_NOT_OFFERED } from '../constants/module-types';
import type { Brand, Market } from '../constants/platform';
import { defaultCountdownDate, formatDateTimeLocal } from '../rules/countdown';
import { demoImage, demoMapImage, demoMapName } from './demo-images';
import { buildDemoSite } from './demo-sites';

export interface LegacyDemoOptions {
  brand: Brand;
  market: Market;
  /** The brand domain; the site is published on `gammal.<domain>`. */
  domain: string;
  now: Date;
}

/** The label of the imported version-1 demo site's address. */
export const LEGACY_DEMO_LABEL = 'gammal';

const COPY = {
  se: {
    title: { wedding: 'Anna & Erik', party: 'Linneas 40-årsfest', event: 'Sommarmingel 2027' },
    secondLine: 'Välkomna att fira med oss!',
    welcomeTitle: 'Välkommen',
    welcome:
      'Den här sidan gjordes innan sidor byggdes av moduler, och den fungerar precis som förr.\n\nHär hittar ni allt om dagen: var, när och hur ni OSA:r.',
    placeTitle: 'Plats och tid',
    placeSecond: 'Lördag klockan 15.00',
    place: 'Vi ses på gården vid sjön. Parkering finns vid infarten.',
    location: 'Grinda Wärdshus, Grinda, Värmdö',
    rsvpTitle: 'OSA',
    rsvpText: 'Svara senast en månad innan, för en person eller för hela sällskapet.',
    choose: 'Hur många är ni?',
    person: 'Person',
    allergies: 'Allergier eller specialkost',
    coming: 'Kommer du?',
    yes: 'Ja',
    no: 'Nej',
    song: 'Vilken låt får dig att dansa?',
    send: 'Skicka',
    thanks: 'Tack!',
    speechTitle: 'Tal',
    speechText: 'Vill du hålla tal? Anmäl dig här, så hör toastmastern av sig.',
    speechField: 'Ungefär hur länge talar du?',
    giftsTitle: 'Önskelista',
    gifts: [
      ['Kaffebryggare', 'Gärna en som gör många koppar'],
      ['Tallrikar', 'Djupa tallrikar i sten'],
    ],
    galleryTitle: 'Bilder',
  },
  dk: {
    title: { wedding: 'Anna & Erik', party: 'Linneas 40-års fest', event: 'Sommerreception 2027' },
    secondLine: 'Velkommen til at fejre med os!',
    welcomeTitle: 'Velkommen',
    welcome:
      'Denne side blev lavet, før sider blev bygget af moduler, og den virker præcis som før.\n\nHer finder I alt om dagen: hvor, hvornår og hvordan I svarer.',
    placeTitle: 'Sted og tid',
    placeSecond: 'Lørdag klokken 15.00',
    place: 'Vi ses på gården ved søen. Der er parkering ved indkørslen.',
    location: 'Hindsgavl Slot, Middelfart',
    rsvpTitle: 'OSA',
    rsvpText: 'Svar senest en måned før, for en person eller for hele selskabet.',
    choose: 'Hvor mange er I?',
    person: 'Person',
    allergies: 'Allergier eller specialkost',
    coming: 'Kommer du?',
    yes: 'Ja',
    no: 'Nej',
    song: 'Hvilken sang får dig til at danse?',
    send: 'Send',
    thanks: 'Tak!',
    speechTitle: 'Taler',
    speechText: 'Vil du holde tale? Tilmeld dig her, så kontakter toastmasteren dig.',
    speechField: 'Cirka hvor længe taler du?',
    giftsTitle: 'Ønskeliste',
    gifts: [
      ['Kaffemaskine', 'Gerne en der laver mange kopper'],
      ['Tallerkener', 'Dybe tallerkener i stentøj'],
    ],
    galleryTitle: 'Billeder',
  },
} as const;

/**
 * A version-1 site as the import brings it in (docs/legacy-sites.md), seeded in development so that
 * `npm start` shows one on `gammal.<domain>`: the brand's demo design, every kind of module it offers in
 * the older model with single-language texts, an older RSVP with a conditional question, and one answer.
 */
export function buildLegacyDemoDocument({
  brand,
  market,
  domain,
  now,
}: LegacyDemoOptions): LegacyImportDocument {
  const copy = COPY[market];
  const design = buildDemoSite({ brand, market, host: `demo.${domain}`, now });
  const siteId = `LEGACY-DEMO-${brand}-${market}`;
  const target = formatDateTimeLocal(defaultCountdownDate(now)).replace('T', ' ');
  const notOffered: readonly string[] = SITE_MODULE_TYPES_NOT_OFFERED[brand];
  const modules = [
    {
      id: 'CLIENTID-header',
      type: 'Header',
      title: copy.title[brand],
      secondLine: copy.secondLine,
      image: demoImage('archipelago-sunset'),
    },
    { id: 'CLIENTID-countdown', type: 'Countdown', menuTitle: '', hideInMenu: true, countdownDate: target },
    { id: 'CLIENTID-welcome', type: 'Text', title: copy.welcomeTitle, text: copy.welcome, slug: 'valkommen' },
    {
      id: 'CLIENTID-place',
      type: 'Location',
      title: copy.placeTitle,
      secondTitle: copy.placeSecond,
      text: copy.place,
      image: demoImage('manor-house'),
      map: { location: copy.location, mapTheme: 'silver', map: demoMapImage(demoMapName(brand, market)) },
    },
    {
      id: 'CLIENTID-rsvp',
      type: 'Rsvp',
      title: copy.rsvpTitle,
      text: copy.rsvpText,
      maxNumberOfPersons: 4,
      chooseNumberOfPersonsText: copy.choose,
      personTitle: copy.person,
      sendButton: copy.send,
      confirmationTitle: copy.thanks,
      customTextFieldsAbove: [{ id: 'textField-allergies', label: copy.allergies, mandatory: false }],
      customMultipleRadioGroups: [
        {
          id: 'RadioGroup-coming',
          label: copy.coming,
          options: [
            { id: 'RadioGroupOption-yes', label: copy.yes },
            { id: 'RadioGroupOption-no', label: copy.no },
          ],
        },
      ],
      customTextFieldsBelow: [{ id: 'textField-song', label: copy.song, mandatory: true }],
      conditionShowTextFieldsBelow: { question: 'RadioGroup-coming', answer: 'RadioGroupOption-yes' },
    },
    {
      id: 'CLIENTID-speech',
      type: 'Speech2',
      title: copy.speechTitle,
      text: copy.speechText,
      customTextFields: [{ id: 'textField-length', label: copy.speechField, mandatory: true }],
    },
    {
      id: 'CLIENTID-gifts',
      type: 'GiftRegistry',
      title: copy.giftsTitle,
      giftRegistry: copy.gifts.map(([title, description], index) => ({
        id: `giftRegistryItem${index + 1}`,
        title,
        description,
        quantity: 1,
        reservable: true,
        image: demoImage(index === 0 ? 'gift-coffee-machine' : 'gift-plates'),
      })),
    },
    {
      id: 'CLIENTID-gallery',
      type: 'ImageGallery',
      title: copy.galleryTitle,
      items: (['summer-meadow', 'dinner-table', 'champagne-toast'] as const).map((name) => ({
        id: `image-${name}`,
        image: demoImage(name),
      })),
    },
  ].filter((module) => !notOffered.includes(module.type));
  return legacyImportDocumentSchema.parse({
    ownerMail: `gammal@${domain}`,
    site: {
      _id: siteId,
      host: `${LEGACY_DEMO_LABEL}.${domain}`,
      active: true,
      usesSiteModules: false,
      theme: design.theme,
      fonts: design.fonts,
      colorScheme: design.colorScheme,
      siteGraphic: design.siteGraphic,
      modules,
      mailReceivers: { rsvp: [`gammal@${domain}`], speech: `gammal@${domain}` },
    },
    rsvps: [
      {
        _id: `${siteId}-answer-1`,
        site: siteId,
        firstName: 'Karin',
        lastName: 'Berg',
        customValues: [
          { id: 'textField-allergies', value: '', type: 'TextField', label: copy.allergies },
          { id: 'RadioGroup-coming', value: copy.yes, type: 'RadioGroup', label: copy.coming },
          { id: 'textField-song', value: 'Dancing Queen', type: 'TextField', label: copy.song },
        ],
        registered: { date: now.toISOString() },
        source: 'site-form-CLIENTID-rsvp',
      },
    ],
  });
}
