import type { RichTextDocument } from './rich-text';
import type { SiteV2Input } from './site';

/** A realistic wedding site as the editor saves it, for tests. */
export function realisticSiteV2(): SiteV2Input {
  const image = {
    path: '/uploads/site-1/',
    originalName: 'Vi två.jpg',
    fileName: 'a1b2c3.jpg',
    temporary: false,
    isDemoImage: false,
    cdn: true,
    sizes: [
      { size: 1600, fileName: 'a1b2c3-1600.jpg', _id: 's1' },
      { size: 800, fileName: 'a1b2c3-800.jpg' },
    ],
    width: 3000,
    height: 2000,
    imageBeforeEdit: { path: '/uploads/site-1/', fileName: 'orig.jpg', sizes: [] },
  };
  const paragraph = (text: string): RichTextDocument => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  const hsl = (h: number, s: number, l: number) => ({ h, s, l });
  return {
    _id: '65f0c0ffee0000000000abcd',
    host: 'anna-och-erik.brollopssidan.se',
    active: true,
    activeDate: '2025-01-10T12:00:00.000Z',
    activeExpireDate: '2026-07-10T12:00:00.000Z',
    password: 'gäster2025',
    hasRsvps: true,
    quickStart: false,
    siteVersion: 12,
    usesSiteModules: true,
    theme: 'theme12',
    fonts: { heading: 'Playfair Display', text: 'Arial' },
    colorScheme: {
      primary: hsl(150, 30, 40),
      background: hsl(0, 0, 100),
      surface: hsl(40, 20, 95),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(0, 0, 10),
      onSurface: { h: 0, s: 0, l: 10, a: 0.9 },
    },
    eventLogo: {
      name: 'ModernMonogramBadge',
      name1: 'Anna',
      name2: 'Erik',
      additionalText: '14.06.2025',
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
      colorText: { override: false, color: hsl(0, 0, 0) },
    },
    siteGraphic: 'mintedEucalyptus',
    mostRecentSelectedDesignTemplate: 'Eucalyptus',
    customDomainActive: false,
    customDomainRegistrationsAvailable: 0,
    metaNoindex: false,
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    giftRegistryReservations: [{ giftRegistryId: 'gift-1', quantityReserved: 1 }],
    formRecipients: [{ formId: 'rsvp-1', recipients: ['anna@example.se', 'erik@example.se'] }],
    wizardData: { name1: 'Anna', name2: 'Erik', location: 'Göteborg', dateStart: '2025-06-14T15:00' },
    visitorCount: 231,
    customDomains: [],
    siteModules: [
      {
        id: 'header-1',
        siteModuleType: 'Header',
        title: { sv: 'Anna & Erik', en: 'Anna & Erik' },
        secondLine: { sv: '14 juni 2025', en: 'June 14, 2025' },
        image,
        userSelectedImageSize: 'LARGE',
      },
      {
        id: 'countdown-1',
        siteModuleType: 'Countdown',
        title: { sv: 'Nedräkning' },
        countdownDate: '2025-06-14T15:00',
      },
      {
        id: 'text-1',
        siteModuleType: 'Text',
        title: { sv: 'Välkomna', en: 'Welcome' },
        menuTitle: { sv: 'Hem', en: 'Home' },
        text: {
          sv: {
            type: 'doc',
            content: [
              { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Hej!' }] },
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'Läs mer på ' },
                  {
                    type: 'text',
                    text: 'vår sida',
                    marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.se/info' } }],
                  },
                  { type: 'hardBreak' },
                  { type: 'text', text: 'Mejla ', marks: [{ type: 'italic' }, { type: 'underline' }] },
                  {
                    type: 'text',
                    text: 'oss',
                    marks: [{ type: 'link', attrs: { href: 'mailto:brollop@example.org' } }],
                  },
                ],
              },
            ],
          },
          en: paragraph('Welcome to our wedding!'),
        },
      },
      {
        id: 'location-1',
        siteModuleType: 'Location',
        title: { sv: 'Plats' },
        secondTitle: { sv: 'Vigseln' },
        text: { sv: paragraph('Kyrkan klockan 15.') },
        image,
        map: {
          contentDataType: 'Map',
          location: 'Masthuggskyrkan, Göteborg',
          mapTheme: 'SILVER',
          markerColor: 'ea4335',
          zoom: 14,
          map: { path: '/maps/site-1/', fileName: 'map.png', isDemoImage: false },
        },
      },
      {
        id: 'video-1',
        siteModuleType: 'Video',
        title: { sv: 'Film' },
        video: {
          contentDataType: 'Video',
          type: 'YouTube',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
          autoStart: false,
        },
      },
      {
        id: 'people-1',
        siteModuleType: 'PeopleList',
        title: { sv: 'Toastmasters' },
        items: [
          {
            id: 'p1',
            name: { sv: 'Lisa' },
            title: { sv: 'Toastmaster' },
            text: { sv: paragraph('Ring Lisa.') },
            image,
          },
        ],
      },
      {
        id: 'list-1',
        siteModuleType: 'TextAndImageList',
        title: { sv: 'Hotell' },
        items: [
          { id: 'l1', title: { sv: 'Hotell A' }, text: { sv: paragraph('Nära kyrkan.') }, image: null },
        ],
      },
      {
        id: 'gallery-1',
        siteModuleType: 'ImageGallery',
        title: { sv: 'Bilder' },
        items: [{ id: 'g1', image }],
      },
      {
        id: 'gifts-1',
        siteModuleType: 'GiftRegistry',
        title: { sv: 'Önskelista' },
        giftRegistry: [
          {
            id: 'gift-1',
            title: { sv: 'Kaffebryggare' },
            quantity: 1,
            reservable: true,
            link: 'https://shop.example/k',
          },
          { id: 'gift-2', title: { sv: 'Tallrikar' }, quantity: 12, reservable: true },
          { id: 'gift-3', title: { sv: 'Bidrag till resan' }, quantity: null, reservable: false },
        ],
        reserveButton: { sv: 'Reservera' },
      },
      {
        id: 'rsvp-1',
        siteModuleType: 'Rsvp',
        title: { sv: 'OSA', en: 'RSVP' },
        maxNumberOfGuests: 2,
        form: {
          formElements: [
            { id: 'q-name', formElementType: 'ShortText', label: { sv: 'Namn', en: 'Name' }, required: true },
            {
              id: 'q-coming',
              formElementType: 'SingleSelect',
              label: { sv: 'Kommer du?', en: 'Are you coming?' },
              options: [
                { id: 'o-yes', text: { sv: 'Ja', en: 'Yes' } },
                { id: 'o-no', text: { sv: 'Nej', en: 'No' } },
              ],
            },
            {
              id: 'q-food',
              formElementType: 'ShortText',
              label: { sv: 'Allergier', en: 'Allergies' },
              showConditions: [{ type: 'SHOW', formElementId: 'q-coming', formElementOptionIds: ['o-yes'] }],
            },
          ],
        },
      },
      {
        id: 'form-1',
        siteModuleType: 'Form',
        title: { sv: 'Musikönskemål' },
        hide: true,
        form: { formElements: [{ id: 'q-song', formElementType: 'ShortText', label: { sv: 'Låt' } }] },
      },
      { id: 'speech-1', siteModuleType: 'Speech2', title: { sv: 'Tal' }, hideInMenu: true },
      {
        id: 'iat-1',
        siteModuleType: 'ImageAndText',
        title: { sv: 'Om oss' },
        secondTitle: { sv: 'Hur vi träffades' },
        text: { sv: paragraph('På en buss.') },
        image,
      },
    ],
  };
}
