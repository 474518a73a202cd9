import type { Market } from '../constants/platform';
import {
  DEMO_RSVP_TEXTS,
  DEMO_VIDEO_URL,
  demoRsvpForm,
  hsl,
  richTexts,
  type DemoContent,
  type DemoDate,
  type DemoDesign,
} from './demo-content';
import { eventDemoSchedule } from './demo-schedules';
import { demoImage, demoMapImage } from './demo-images';

/*
 * The event brand's demo: a company kick-off, an afternoon of talks and workshops followed by dinner and a
 * party. In Sweden Nordvik meets at Münchenbryggeriet in Stockholm; in Denmark Nordlys meets at Docken
 * in Nordhavn, Copenhagen. The event brand has no gift registry and no speech sign-up (`000` §1).
 */

/** Clean business colours on white; theme5 with no decoration, or a quiet corner. */
const EVENT_DEMO_DESIGN: Record<Market, DemoDesign> = {
  se: {
    theme: 'theme5',
    fonts: { heading: 'Montserrat', text: 'Open Sans' },
    colorScheme: {
      primary: hsl(226, 64, 40),
      background: hsl(0, 0, 100),
      surface: hsl(220, 33, 96),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(224, 40, 14),
      onSurface: hsl(224, 40, 14),
    },
    siteGraphic: null,
    eventLogo: null,
  },
  dk: {
    theme: 'theme5',
    fonts: { heading: 'Poppins', text: 'Lato' },
    colorScheme: {
      primary: hsl(172, 62, 28),
      background: hsl(0, 0, 100),
      surface: hsl(168, 25, 94),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(200, 30, 14),
      onSurface: hsl(200, 30, 14),
    },
    siteGraphic: 'corner2',
    eventLogo: null,
  },
};

const GALLERY_IMAGES = [
  'city-skyline',
  'champagne-toast',
  'dinner-table',
  'dance-floor',
  'birch-forest',
  'archipelago-sunset',
  'summer-meadow',
] as const;

function galleryItems() {
  return GALLERY_IMAGES.map((name) => ({ id: `gallery-${name}`, image: demoImage(name) }));
}

/** The song question of the kick-off's registration, for the DJ. */
const SONG_WISH = {
  sv: 'Vilken låt ska DJ:n spela?',
  en: 'Which song should the DJ play?',
  da: "Hvilket nummer skal DJ'en spille?",
};

/** The kick-off's demo in a market, dated by `date`. */
export function eventDemoContent(market: Market, date: DemoDate): DemoContent {
  return EVENT_CONTENT[market](date);
}

function swedishEvent(date: DemoDate): DemoContent {
  return {
    design: EVENT_DEMO_DESIGN.se,
    giftRegistryReservations: [],
    modules: [
      {
        id: 'header',
        siteModuleType: 'Header',
        title: { sv: 'Nordvik Kickoff', en: 'Nordvik Kickoff', da: 'Nordvik Kickoff' },
        menuTitle: { sv: 'Start', en: 'Home', da: 'Forside' },
        secondLine: {
          sv: `${date.long.sv} · Münchenbryggeriet, Stockholm`,
          en: `${date.long.en} · Münchenbryggeriet, Stockholm`,
          da: `${date.long.da} · Münchenbryggeriet, Stockholm`,
        },
        image: demoImage('city-skyline'),
        userSelectedImageSize: 'LARGE',
      },
      {
        id: 'countdown',
        siteModuleType: 'Countdown',
        title: { sv: 'Tills vi ses', en: 'Until we meet', da: 'Til vi ses' },
        menuTitle: { sv: 'Nedräkning', en: 'Countdown', da: 'Nedtælling' },
        countdownDate: date.countdownDate,
      },
      {
        id: 'welcome',
        siteModuleType: 'Text',
        title: {
          sv: 'En dag för hela Nordvik',
          en: 'A day for all of Nordvik',
          da: 'En dag for hele Nordvik',
        },
        menuTitle: { sv: 'Välkommen', en: 'Welcome', da: 'Velkommen' },
        text: richTexts({
          sv: [
            'Ett år med nya kunder, nya kollegor och en ny plattform ligger bakom oss. Nu samlar vi **alla 180 medarbetare** från Stockholm, Göteborg och Umeå för en eftermiddag och kväll med inspiration, workshoppar, god mat och fest.',
            '### Varför en kickoff?',
            'Vi vill att alla ska gå härifrån med samma bild av vart vi är på väg – och med några nya vänner i andra team. Räkna med korta föredrag, mycket samarbete och *väldigt lite PowerPoint*.',
            'Kickoffen räknas som arbetstid. Anmäl dig senast __fyra veckor innan__, så att vi hinner boka mat och resor. Frågor går till projektgruppen på [kickoff@example.com](mailto:kickoff@example.com).',
          ],
          en: [
            'A year of new clients, new colleagues and a new platform is behind us. Now we are bringing **all 180 of us** together from Stockholm, Gothenburg and Umeå for an afternoon and evening of inspiration, workshops, good food and a party.',
            '### Why a kick-off?',
            'We want everyone to leave with the same picture of where we are heading – and with a few new friends in other teams. Expect short talks, lots of collaboration and *very little PowerPoint*.',
            'The kick-off counts as working time. Please register __at least four weeks before__, so we can book food and travel. Send any questions to the project team at [kickoff@example.com](mailto:kickoff@example.com).',
          ],
          da: [
            'Et år med nye kunder, nye kolleger og en ny platform ligger bag os. Nu samler vi **alle 180 medarbejdere** fra Stockholm, Göteborg og Umeå til en eftermiddag og aften med inspiration, workshops, god mad og fest.',
            '### Hvorfor en kickoff?',
            'Vi vil gerne have, at alle går herfra med det samme billede af, hvor vi er på vej hen – og med et par nye venner i andre teams. Regn med korte oplæg, masser af samarbejde og *meget lidt PowerPoint*.',
            'Kickoffen er arbejdstid. Tilmeld dig senest __fire uger før__, så vi kan nå at bestille mad og rejser. Spørgsmål sendes til projektgruppen på [kickoff@example.com](mailto:kickoff@example.com).',
          ],
        }),
      },
      {
        id: 'theme',
        siteModuleType: 'ImageAndText',
        title: { sv: 'Årets tema', en: "This year's theme", da: 'Årets tema' },
        menuTitle: { sv: 'Tema', en: 'Theme', da: 'Tema' },
        secondTitle: { sv: 'Tillsammans framåt', en: 'Forward together', da: 'Sammen fremad' },
        image: demoImage('birch-forest'),
        text: richTexts({
          sv: [
            'Under eftermiddagen arbetar vi i blandade grupper med tre frågor: **vad ska vi sluta göra, vad ska vi göra mer av och vad ska vi våga prova?** Svaren tar ledningsgruppen med sig in i nästa års plan.',
            'Ta med nyfikenhet och en laddad dator – resten fixar vi.',
          ],
          en: [
            "In the afternoon we work in mixed groups on three questions: **what should we stop doing, what should we do more of, and what should we dare to try?** The management team takes the answers into next year's plan.",
            'Bring your curiosity and a charged laptop – we will take care of the rest.',
          ],
          da: [
            'Om eftermiddagen arbejder vi i blandede grupper med tre spørgsmål: **Hvad skal vi holde op med, hvad skal vi gøre mere af, og hvad skal vi turde prøve?** Svarene tager ledelsen med ind i næste års plan.',
            'Tag nysgerrigheden og en opladet computer med – vi klarer resten.',
          ],
        }),
      },
      {
        id: 'programme',
        siteModuleType: 'TextAndImageList',
        title: { sv: 'Program', en: 'Programme', da: 'Program' },
        menuTitle: { sv: 'Program', en: 'Programme', da: 'Program' },
        items: [
          {
            id: 'programme-keynote',
            title: {
              sv: '15.00 Välkommen och keynote',
              en: '15:00 Welcome and keynote',
              da: '15.00 Velkomst og keynote',
            },
            image: demoImage('city-skyline'),
            text: richTexts({
              sv: [
                'Registreringen och kaffet öppnar 14.30. Vår vd Karin Holm berättar om året som gått, och gästtalaren Amir Nasser pratar om hur team hittar fokus tillsammans.',
              ],
              en: [
                'Registration and coffee open at 14:30. Our CEO Karin Holm looks back on the year, and guest speaker Amir Nasser talks about how teams find focus together.',
              ],
              da: [
                'Registrering og kaffe åbner kl. 14.30. Vores administrerende direktør Karin Holm ser tilbage på året, og gæstetaleren Amir Nasser fortæller om, hvordan teams finder fokus sammen.',
              ],
            }),
          },
          {
            id: 'programme-workshops',
            title: { sv: '16.15 Workshoppar', en: '16:15 Workshops', da: '16.15 Workshops' },
            image: demoImage('summer-meadow'),
            text: richTexts({
              sv: ['Blandade grupper om åtta personer. Din grupp och ditt rum får du i mejlet veckan innan.'],
              en: ['Mixed groups of eight. You will get your group and room in the email the week before.'],
              da: ['Blandede grupper på otte. Din gruppe og dit lokale får du i mailen ugen før.'],
            }),
          },
          {
            id: 'programme-mingle',
            title: { sv: '18.30 Mingel', en: '18:30 Drinks', da: '18.30 Drinks' },
            image: demoImage('champagne-toast'),
            text: richTexts({
              sv: [
                'Bubbel och tilltugg på terrassen med utsikt över Riddarfjärden. Alkoholfritt finns förstås också.',
              ],
              en: [
                'Bubbles and nibbles on the terrace overlooking Riddarfjärden. Alcohol-free drinks too, of course.',
              ],
              da: [
                'Bobler og snacks på terrassen med udsigt over Riddarfjärden. Selvfølgelig også alkoholfrit.',
              ],
            }),
          },
          {
            id: 'programme-dinner',
            title: { sv: '19.30 Middag', en: '19:30 Dinner', da: '19.30 Middag' },
            image: demoImage('dinner-table'),
            text: richTexts({
              sv: ['Trerättersmiddag med årets prisutdelning och fem blixttalks från kollegor.'],
              en: ["A three-course dinner with this year's awards and five lightning talks from colleagues."],
              da: ['Tre retters middag med årets prisuddeling og fem lynoplæg fra kolleger.'],
            }),
          },
          {
            id: 'programme-party',
            title: { sv: '22.00 Fest', en: '22:00 Party', da: '22.00 Fest' },
            image: demoImage('dance-floor'),
            text: richTexts({
              sv: ['DJ och dansgolv till 01.00. Önska gärna en låt när du anmäler dig.'],
              en: ['DJ and dance floor until 01:00. Feel free to request a song when you register.'],
              da: ['DJ og dansegulv til kl. 01.00. Ønsk gerne et nummer, når du tilmelder dig.'],
            }),
          },
        ],
      },
      {
        id: 'people',
        siteModuleType: 'PeopleList',
        title: { sv: 'Talare och värdar', en: 'Speakers and hosts', da: 'Talere og værter' },
        menuTitle: { sv: 'Talare', en: 'Speakers', da: 'Talere' },
        items: [
          {
            id: 'person-karin',
            image: demoImage('person-1'),
            name: { sv: 'Karin Holm', en: 'Karin Holm', da: 'Karin Holm' },
            title: { sv: 'Vd', en: 'CEO', da: 'Administrerende direktør' },
            text: richTexts({
              sv: ['Öppnar dagen med en tillbakablick på året och en titt på det som väntar.'],
              en: ['Opens the day with a look back at the year and a glimpse of what lies ahead.'],
              da: ['Åbner dagen med et tilbageblik på året og et kig på det, der venter.'],
            }),
          },
          {
            id: 'person-amir',
            image: demoImage('person-2'),
            name: { sv: 'Amir Nasser', en: 'Amir Nasser', da: 'Amir Nasser' },
            title: { sv: 'Gästtalare', en: 'Guest speaker', da: 'Gæstetaler' },
            text: richTexts({
              sv: [
                'Organisationspsykolog och författare till boken *Fokus i flocken*. Pratar om hur team skapar arbetsro tillsammans.',
              ],
              en: [
                'Organisational psychologist and author of the book *Focus in the Flock*. Talks about how teams create room to concentrate together.',
              ],
              da: [
                'Organisationspsykolog og forfatter til bogen *Fokus i flokken*. Fortæller om, hvordan teams skaber arbejdsro sammen.',
              ],
            }),
          },
          {
            id: 'person-grace',
            image: demoImage('person-3'),
            name: { sv: 'Grace Mensah', en: 'Grace Mensah', da: 'Grace Mensah' },
            title: { sv: 'Moderator', en: 'Host', da: 'Moderator' },
            text: richTexts({
              sv: ['Leder oss genom eftermiddagen och ser till att vi håller tiden – och humöret uppe.'],
              en: ['Guides us through the afternoon and keeps us on time – and in good spirits.'],
              da: ['Guider os gennem eftermiddagen og sørger for, at vi holder tiden – og humøret højt.'],
            }),
          },
          {
            id: 'person-johan',
            image: demoImage('person-4'),
            name: { sv: 'Johan Ek', en: 'Johan Ek', da: 'Johan Ek' },
            title: { sv: 'Projektledare', en: 'Project lead', da: 'Projektleder' },
            text: richTexts({
              sv: ['Har koll på allt från resor till specialkost. Hör av dig till honom om du undrar något.'],
              en: [
                'Has everything from travel to dietary needs under control. Get in touch with him if you have any questions.',
              ],
              da: ['Har styr på alt fra rejser til specialkost. Kontakt ham, hvis du har spørgsmål.'],
            }),
          },
        ],
      },
      eventDemoSchedule('se', date),
      {
        id: 'location',
        siteModuleType: 'Location',
        title: { sv: 'Hitta hit', en: 'Getting there', da: 'Find vej' },
        menuTitle: { sv: 'Hitta hit', en: 'Getting there', da: 'Find vej' },
        secondTitle: {
          sv: 'Münchenbryggeriet, Söder Mälarstrand',
          en: 'Münchenbryggeriet, Söder Mälarstrand',
          da: 'Münchenbryggeriet, Söder Mälarstrand',
        },
        image: demoImage('archipelago-sunset'),
        text: richTexts({
          sv: [
            '### Kollektivt',
            'Münchenbryggeriet ligger vid Söder Mälarstrand, några minuters promenad från **tunnelbanan vid Mariatorget**. Från Stockholms central tar resan ungefär tio minuter.',
            '### Från Göteborg och Umeå',
            'Vi bokar tåg och flyg åt alla från våra andra kontor. Biljetterna kommer i ett mejl från resebyrån senast två veckor innan.',
            '### Hotell',
            'Alla tillresta bor på **Hotel Rival** vid Mariatorget, fem minuter från lokalen. Frukosten dagen efter serveras till kl. 11.00 – ingen stress.',
            '### Parkering',
            'Det finns ingen parkering vid lokalen, så lämna bilen hemma.',
          ],
          en: [
            '### Public transport',
            "Münchenbryggeriet is on Söder Mälarstrand, a few minutes' walk from **Mariatorget underground station**. From Stockholm Central it takes about ten minutes.",
            '### From Gothenburg and Umeå',
            'We book trains and flights for everyone from our other offices. Your tickets arrive by email from the travel agency at least two weeks before.',
            '### Hotel',
            'Everyone travelling in stays at **Hotel Rival** on Mariatorget, five minutes from the venue. Breakfast the next day is served until 11:00 – no rush.',
            '### Parking',
            'There is no parking at the venue, so please leave the car at home.',
          ],
          da: [
            '### Offentlig transport',
            'Münchenbryggeriet ligger ved Söder Mälarstrand, få minutters gang fra **metrostationen Mariatorget**. Fra Stockholm Central tager turen cirka ti minutter.',
            '### Fra Göteborg og Umeå',
            'Vi booker tog og fly til alle fra vores andre kontorer. Billetterne kommer i en mail fra rejsebureauet senest to uger før.',
            '### Hotel',
            'Alle tilrejsende bor på **Hotel Rival** ved Mariatorget, fem minutter fra stedet. Morgenmaden dagen efter serveres til kl. 11.00 – ingen stress.',
            '### Parkering',
            'Der er ingen parkering ved stedet, så lad bilen blive hjemme.',
          ],
        }),
        map: {
          contentDataType: 'Map',
          location: 'Münchenbryggeriet, Torkel Knutssonsgatan 2, Stockholm',
          zoom: 12,
          mapTheme: 'NORMAL',
          markerColor: 'ea4335',
          map: demoMapImage('map-event'),
        },
      },
      {
        id: 'video',
        siteModuleType: 'Video',
        title: { sv: 'Filmen från förra året', en: "Last year's film", da: 'Filmen fra sidste år' },
        menuTitle: { sv: 'Film', en: 'Film', da: 'Film' },
        video: { contentDataType: 'Video', type: 'YouTube', videoUrl: DEMO_VIDEO_URL, autoStart: false },
      },
      {
        id: 'lightning-talks',
        siteModuleType: 'Form',
        title: { sv: 'Håll en blixttalk', en: 'Give a lightning talk', da: 'Hold et lynoplæg' },
        menuTitle: { sv: 'Blixttalks', en: 'Lightning talks', da: 'Lynoplæg' },
        text: richTexts({
          sv: [
            'Har ditt team gjort något som fler borde känna till? Under middagen släpper vi fram fem kollegor med **fem minuter** var. Anmäl dig senast tre veckor innan.',
          ],
          en: [
            'Has your team done something more people should know about? During dinner, five colleagues get **five minutes** each. Sign up at least three weeks before.',
          ],
          da: [
            'Har dit team lavet noget, som flere burde kende til? Under middagen får fem kolleger **fem minutter** hver. Tilmeld dig senest tre uger før.',
          ],
        }),
        form: {
          formElements: [
            {
              id: 'talk-name',
              formElementType: 'ShortText',
              label: { sv: 'Namn', en: 'Name', da: 'Navn' },
              required: true,
              showConditions: [],
            },
            {
              id: 'talk-team',
              formElementType: 'ShortText',
              label: { sv: 'Team eller avdelning', en: 'Team or department', da: 'Team eller afdeling' },
              required: false,
              showConditions: [],
            },
            {
              id: 'talk-format',
              formElementType: 'SingleSelect',
              label: { sv: 'Vad vill du göra?', en: 'What would you like to do?', da: 'Hvad vil du lave?' },
              required: true,
              showConditions: [],
              options: [
                {
                  id: 'talk-format-talk',
                  text: { sv: 'En blixttalk', en: 'A lightning talk', da: 'Et lynoplæg' },
                },
                { id: 'talk-format-demo', text: { sv: 'En demo', en: 'A demo', da: 'En demo' } },
                {
                  id: 'talk-format-other',
                  text: { sv: 'Något annat', en: 'Something else', da: 'Noget andet' },
                },
              ],
            },
            {
              id: 'talk-equipment',
              formElementType: 'ShortText',
              label: {
                sv: 'Vad behöver du för teknik – skärm, ljud, internet?',
                en: 'What equipment do you need – screen, sound, internet?',
                da: 'Hvilket udstyr skal du bruge – skærm, lyd, internet?',
              },
              required: false,
              showConditions: [
                { type: 'SHOW', formElementId: 'talk-format', formElementOptionIds: ['talk-format-demo'] },
              ],
            },
            {
              id: 'talk-summary',
              formElementType: 'ShortText',
              label: {
                sv: 'Vad handlar det om, i en mening?',
                en: 'What is it about, in one sentence?',
                da: 'Hvad handler det om, i én sætning?',
              },
              required: false,
              showConditions: [],
            },
          ],
        },
        sendButton: { sv: 'Skicka anmälan', en: 'Send', da: 'Send tilmelding' },
        showFormButton: {
          sv: 'Anmäl en blixttalk',
          en: 'Sign up for a lightning talk',
          da: 'Tilmeld et lynoplæg',
        },
        confirmationTitle: { sv: 'Tack!', en: 'Thank you!', da: 'Tak!' },
        confirmationText: {
          sv: 'Johan hör av sig inom en vecka med besked och en tid.',
          en: 'Johan will get back to you within a week with an answer and a time slot.',
          da: 'Johan vender tilbage inden for en uge med svar og et tidspunkt.',
        },
      },
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        title: { sv: 'Anmälan', en: 'Registration', da: 'Tilmelding' },
        menuTitle: { sv: 'Anmälan', en: 'Register', da: 'Tilmelding' },
        text: richTexts({
          sv: [
            'Anmäl dig senast **fyra veckor före kickoffen**. Du kan anmäla upp till fem kollegor på en gång – till exempel hela teamet.',
          ],
          en: [
            'Please register **at least four weeks before the kick-off**. You can register up to five colleagues at once – your whole team, for example.',
          ],
          da: [
            'Tilmeld dig senest **fire uger før kickoffen**. Du kan tilmelde op til fem kolleger på én gang – for eksempel hele teamet.',
          ],
        }),
        form: demoRsvpForm(SONG_WISH),
        maxNumberOfGuests: 5,
        ...DEMO_RSVP_TEXTS,
        selectNumberOfGuestsText: {
          sv: 'Hur många anmäler du?',
          en: 'How many are you registering?',
          da: 'Hvor mange tilmelder du?',
        },
        oneGuestRsvpButton: { sv: 'Anmäl dig', en: 'Register', da: 'Tilmeld dig' },
        guestIndexTitle: { sv: 'Deltagare', en: 'Participant', da: 'Deltager' },
        confirmationTitle: {
          sv: 'Tack för din anmälan!',
          en: 'Thank you for registering!',
          da: 'Tak for din tilmelding!',
        },
        confirmationText: {
          sv: 'En kalenderinbjudan och praktisk information kommer med mejl.',
          en: 'A calendar invitation and practical information will follow by email.',
          da: 'En kalenderinvitation og praktisk information følger på mail.',
        },
      },
      {
        id: 'gallery',
        siteModuleType: 'ImageGallery',
        title: { sv: 'Bilder från förra året', en: 'Photos from last year', da: 'Billeder fra sidste år' },
        menuTitle: { sv: 'Bilder', en: 'Photos', da: 'Billeder' },
        text: richTexts({
          sv: ['Så här såg det ut förra gången. Årets bilder kommer upp här veckan efter kickoffen.'],
          en: [
            "This is what it looked like last time. This year's photos go up here the week after the kick-off.",
          ],
          da: ['Sådan så det ud sidste gang. Årets billeder kommer op her ugen efter kickoffen.'],
        }),
        items: galleryItems(),
      },
    ],
  };
}

function danishEvent(date: DemoDate): DemoContent {
  return {
    design: EVENT_DEMO_DESIGN.dk,
    giftRegistryReservations: [],
    modules: [
      {
        id: 'header',
        siteModuleType: 'Header',
        title: { da: 'Nordlys Kickoff', en: 'Nordlys Kickoff', sv: 'Nordlys Kickoff' },
        menuTitle: { da: 'Forside', en: 'Home', sv: 'Start' },
        secondLine: {
          da: `${date.long.da} · Docken, Nordhavn`,
          en: `${date.long.en} · Docken, Nordhavn, Copenhagen`,
          sv: `${date.long.sv} · Docken, Nordhavn, Köpenhamn`,
        },
        image: demoImage('city-skyline'),
        userSelectedImageSize: 'LARGE',
      },
      {
        id: 'countdown',
        siteModuleType: 'Countdown',
        title: { da: 'Til vi ses', en: 'Until we meet', sv: 'Tills vi ses' },
        menuTitle: { da: 'Nedtælling', en: 'Countdown', sv: 'Nedräkning' },
        countdownDate: date.countdownDate,
      },
      {
        id: 'welcome',
        siteModuleType: 'Text',
        title: {
          da: 'En dag for hele Nordlys',
          en: 'A day for all of Nordlys',
          sv: 'En dag för hela Nordlys',
        },
        menuTitle: { da: 'Velkommen', en: 'Welcome', sv: 'Välkommen' },
        text: richTexts({
          da: [
            'Et år med nye kunder, nye kolleger og et nyt kontor i Aarhus ligger bag os. Nu samler vi **alle 140 medarbejdere** fra København, Aarhus og Odense til en eftermiddag og aften med inspiration, workshops, god mad og fest.',
            '### Hvorfor en kickoff?',
            'Vi vil gerne have, at alle går herfra med det samme billede af, hvor vi er på vej hen – og med et par nye venner i andre teams. Regn med korte oplæg, masser af samarbejde og *meget lidt PowerPoint*.',
            'Kickoffen er arbejdstid. Tilmeld dig senest __fire uger før__, så vi kan nå at bestille mad og rejser. Spørgsmål sendes til projektgruppen på [kickoff@example.com](mailto:kickoff@example.com).',
          ],
          en: [
            'A year of new clients, new colleagues and a new office in Aarhus is behind us. Now we are bringing **all 140 of us** together from Copenhagen, Aarhus and Odense for an afternoon and evening of inspiration, workshops, good food and a party.',
            '### Why a kick-off?',
            'We want everyone to leave with the same picture of where we are heading – and with a few new friends in other teams. Expect short talks, lots of collaboration and *very little PowerPoint*.',
            'The kick-off counts as working time. Please register __at least four weeks before__, so we can book food and travel. Send any questions to the project team at [kickoff@example.com](mailto:kickoff@example.com).',
          ],
          sv: [
            'Ett år med nya kunder, nya kollegor och ett nytt kontor i Aarhus ligger bakom oss. Nu samlar vi **alla 140 medarbetare** från Köpenhamn, Aarhus och Odense för en eftermiddag och kväll med inspiration, workshoppar, god mat och fest.',
            '### Varför en kickoff?',
            'Vi vill att alla ska gå härifrån med samma bild av vart vi är på väg – och med några nya vänner i andra team. Räkna med korta föredrag, mycket samarbete och *väldigt lite PowerPoint*.',
            'Kickoffen räknas som arbetstid. Anmäl dig senast __fyra veckor innan__, så att vi hinner boka mat och resor. Frågor går till projektgruppen på [kickoff@example.com](mailto:kickoff@example.com).',
          ],
        }),
      },
      {
        id: 'theme',
        siteModuleType: 'ImageAndText',
        title: { da: 'Årets tema', en: "This year's theme", sv: 'Årets tema' },
        menuTitle: { da: 'Tema', en: 'Theme', sv: 'Tema' },
        secondTitle: { da: 'Sammen fremad', en: 'Forward together', sv: 'Tillsammans framåt' },
        image: demoImage('birch-forest'),
        text: richTexts({
          da: [
            'Om eftermiddagen arbejder vi i blandede grupper med tre spørgsmål: **Hvad skal vi holde op med, hvad skal vi gøre mere af, og hvad skal vi turde prøve?** Svarene tager ledelsen med ind i næste års plan.',
            'Tag nysgerrigheden og en opladet computer med – vi klarer resten.',
          ],
          en: [
            "In the afternoon we work in mixed groups on three questions: **what should we stop doing, what should we do more of, and what should we dare to try?** The management team takes the answers into next year's plan.",
            'Bring your curiosity and a charged laptop – we will take care of the rest.',
          ],
          sv: [
            'Under eftermiddagen arbetar vi i blandade grupper med tre frågor: **vad ska vi sluta göra, vad ska vi göra mer av och vad ska vi våga prova?** Svaren tar ledningsgruppen med sig in i nästa års plan.',
            'Ta med nyfikenhet och en laddad dator – resten fixar vi.',
          ],
        }),
      },
      {
        id: 'programme',
        siteModuleType: 'TextAndImageList',
        title: { da: 'Program', en: 'Programme', sv: 'Program' },
        menuTitle: { da: 'Program', en: 'Programme', sv: 'Program' },
        items: [
          {
            id: 'programme-keynote',
            title: {
              da: '15.00 Velkomst og keynote',
              en: '15:00 Welcome and keynote',
              sv: '15.00 Välkommen och keynote',
            },
            image: demoImage('city-skyline'),
            text: richTexts({
              da: [
                'Registrering og kaffe åbner kl. 14.30. Vores administrerende direktør Louise Kragh ser tilbage på året, og gæstetaleren Omar Haddad fortæller om, hvordan teams finder fokus sammen.',
              ],
              en: [
                'Registration and coffee open at 14:30. Our CEO Louise Kragh looks back on the year, and guest speaker Omar Haddad talks about how teams find focus together.',
              ],
              sv: [
                'Registreringen och kaffet öppnar 14.30. Vår vd Louise Kragh berättar om året som gått, och gästtalaren Omar Haddad pratar om hur team hittar fokus tillsammans.',
              ],
            }),
          },
          {
            id: 'programme-workshops',
            title: { da: '16.15 Workshops', en: '16:15 Workshops', sv: '16.15 Workshoppar' },
            image: demoImage('summer-meadow'),
            text: richTexts({
              da: ['Blandede grupper på otte. Din gruppe og dit lokale får du i mailen ugen før.'],
              en: ['Mixed groups of eight. You will get your group and room in the email the week before.'],
              sv: ['Blandade grupper om åtta personer. Din grupp och ditt rum får du i mejlet veckan innan.'],
            }),
          },
          {
            id: 'programme-mingle',
            title: {
              da: '18.30 Drinks på kajen',
              en: '18:30 Drinks on the quay',
              sv: '18.30 Mingel på kajen',
            },
            image: demoImage('champagne-toast'),
            text: richTexts({
              da: ['Bobler og snacks på kajen med udsigt over havnen. Selvfølgelig også alkoholfrit.'],
              en: [
                'Bubbles and nibbles on the quay overlooking the harbour. Alcohol-free drinks too, of course.',
              ],
              sv: ['Bubbel och tilltugg på kajen med utsikt över hamnen. Alkoholfritt finns förstås också.'],
            }),
          },
          {
            id: 'programme-dinner',
            title: { da: '19.30 Middag', en: '19:30 Dinner', sv: '19.30 Middag' },
            image: demoImage('dinner-table'),
            text: richTexts({
              da: ['Tre retters middag med årets prisuddeling og fem lynoplæg fra kolleger.'],
              en: ["A three-course dinner with this year's awards and five lightning talks from colleagues."],
              sv: ['Trerättersmiddag med årets prisutdelning och fem blixttalks från kollegor.'],
            }),
          },
          {
            id: 'programme-party',
            title: { da: '22.00 Fest', en: '22:00 Party', sv: '22.00 Fest' },
            image: demoImage('dance-floor'),
            text: richTexts({
              da: ['DJ og dansegulv til kl. 01.00. Ønsk gerne et nummer, når du tilmelder dig.'],
              en: ['DJ and dance floor until 01:00. Feel free to request a song when you register.'],
              sv: ['DJ och dansgolv till 01.00. Önska gärna en låt när du anmäler dig.'],
            }),
          },
        ],
      },
      {
        id: 'people',
        siteModuleType: 'PeopleList',
        title: { da: 'Talere og værter', en: 'Speakers and hosts', sv: 'Talare och värdar' },
        menuTitle: { da: 'Talere', en: 'Speakers', sv: 'Talare' },
        items: [
          {
            id: 'person-louise',
            image: demoImage('person-1'),
            name: { da: 'Louise Kragh', en: 'Louise Kragh', sv: 'Louise Kragh' },
            title: { da: 'Administrerende direktør', en: 'CEO', sv: 'Vd' },
            text: richTexts({
              da: ['Åbner dagen med et tilbageblik på året og et kig på det, der venter.'],
              en: ['Opens the day with a look back at the year and a glimpse of what lies ahead.'],
              sv: ['Öppnar dagen med en tillbakablick på året och en titt på det som väntar.'],
            }),
          },
          {
            id: 'person-omar',
            image: demoImage('person-2'),
            name: { da: 'Omar Haddad', en: 'Omar Haddad', sv: 'Omar Haddad' },
            title: { da: 'Gæstetaler', en: 'Guest speaker', sv: 'Gästtalare' },
            text: richTexts({
              da: [
                'Erhvervspsykolog og forfatter til bogen *Fokus i flokken*. Fortæller om, hvordan teams skaber arbejdsro sammen.',
              ],
              en: [
                'Business psychologist and author of the book *Focus in the Flock*. Talks about how teams create room to concentrate together.',
              ],
              sv: [
                'Organisationspsykolog och författare till boken *Fokus i flocken*. Pratar om hur team skapar arbetsro tillsammans.',
              ],
            }),
          },
          {
            id: 'person-nadia',
            image: demoImage('person-3'),
            name: { da: 'Nadia Mensah', en: 'Nadia Mensah', sv: 'Nadia Mensah' },
            title: { da: 'Moderator', en: 'Host', sv: 'Moderator' },
            text: richTexts({
              da: ['Guider os gennem eftermiddagen og sørger for, at vi holder tiden – og humøret højt.'],
              en: ['Guides us through the afternoon and keeps us on time – and in good spirits.'],
              sv: ['Leder oss genom eftermiddagen och ser till att vi håller tiden – och humöret uppe.'],
            }),
          },
          {
            id: 'person-rasmus',
            image: demoImage('person-4'),
            name: { da: 'Rasmus Holt', en: 'Rasmus Holt', sv: 'Rasmus Holt' },
            title: { da: 'Projektleder', en: 'Project lead', sv: 'Projektledare' },
            text: richTexts({
              da: ['Har styr på alt fra rejser til specialkost. Kontakt ham, hvis du har spørgsmål.'],
              en: [
                'Has everything from travel to dietary needs under control. Get in touch with him if you have any questions.',
              ],
              sv: ['Har koll på allt från resor till specialkost. Hör av dig till honom om du undrar något.'],
            }),
          },
        ],
      },
      eventDemoSchedule('dk', date),
      {
        id: 'location',
        siteModuleType: 'Location',
        title: { da: 'Find vej', en: 'Getting there', sv: 'Hitta hit' },
        menuTitle: { da: 'Find vej', en: 'Getting there', sv: 'Hitta hit' },
        secondTitle: { da: 'Docken, Nordhavn', en: 'Docken, Nordhavn', sv: 'Docken, Nordhavn' },
        image: demoImage('archipelago-sunset'),
        text: richTexts({
          da: [
            '### Offentlig transport',
            'Docken ligger helt ude ved vandet i Nordhavn. Tag metroen **M4 til Orientkaj**, og gå det sidste stykke langs havnen.',
            '### Fra Aarhus og Odense',
            'Vi booker tog til alle fra vores andre kontorer. Billetterne kommer i en mail fra rejsebureauet senest to uger før.',
            '### Hotel',
            'Alle tilrejsende bor på et hotel i Indre By, et kvarter med metroen fra Docken. Navn og adresse står i mailen med billetterne.',
            '### Parkering',
            'Der er betalingsparkering i Nordhavn, men vi anbefaler metroen – aftenen byder på drinks.',
          ],
          en: [
            '### Public transport',
            'Docken sits right on the water in Nordhavn. Take the **M4 metro to Orientkaj** and walk the last stretch along the harbour.',
            '### From Aarhus and Odense',
            'We book trains for everyone from our other offices. Your tickets arrive by email from the travel agency at least two weeks before.',
            '### Hotel',
            'Everyone travelling in stays at a hotel in the city centre, fifteen minutes from Docken by metro. The name and address are in the email with your tickets.',
            '### Parking',
            'There is paid parking in Nordhavn, but we recommend the metro – the evening includes drinks.',
          ],
          sv: [
            '### Kollektivt',
            'Docken ligger precis vid vattnet i Nordhavn. Ta **metron M4 till Orientkaj** och promenera sista biten längs hamnen.',
            '### Från Aarhus och Odense',
            'Vi bokar tåg åt alla från våra andra kontor. Biljetterna kommer i ett mejl från resebyrån senast två veckor innan.',
            '### Hotell',
            'Alla tillresta bor på ett hotell i centrum, en kvart med metron från Docken. Namn och adress står i mejlet med biljetterna.',
            '### Parkering',
            'Det finns avgiftsbelagd parkering i Nordhavn, men vi rekommenderar metron – kvällen bjuder på drinkar.',
          ],
        }),
        map: {
          contentDataType: 'Map',
          location: 'Docken, Nordhavn, København',
          zoom: 12,
          mapTheme: 'NORMAL',
          markerColor: 'ea4335',
          map: demoMapImage('map-event-dk'),
        },
      },
      {
        id: 'video',
        siteModuleType: 'Video',
        title: { da: 'Filmen fra sidste år', en: "Last year's film", sv: 'Filmen från förra året' },
        menuTitle: { da: 'Film', en: 'Film', sv: 'Film' },
        video: { contentDataType: 'Video', type: 'YouTube', videoUrl: DEMO_VIDEO_URL, autoStart: false },
      },
      {
        id: 'lightning-talks',
        siteModuleType: 'Form',
        title: { da: 'Hold et lynoplæg', en: 'Give a lightning talk', sv: 'Håll en blixttalk' },
        menuTitle: { da: 'Lynoplæg', en: 'Lightning talks', sv: 'Blixttalks' },
        text: richTexts({
          da: [
            'Har dit team lavet noget, som flere burde kende til? Under middagen får fem kolleger **fem minutter** hver. Tilmeld dig senest tre uger før.',
          ],
          en: [
            'Has your team done something more people should know about? During dinner, five colleagues get **five minutes** each. Sign up at least three weeks before.',
          ],
          sv: [
            'Har ditt team gjort något som fler borde känna till? Under middagen släpper vi fram fem kollegor med **fem minuter** var. Anmäl dig senast tre veckor innan.',
          ],
        }),
        form: {
          formElements: [
            {
              id: 'talk-name',
              formElementType: 'ShortText',
              label: { da: 'Navn', en: 'Name', sv: 'Namn' },
              required: true,
              showConditions: [],
            },
            {
              id: 'talk-team',
              formElementType: 'ShortText',
              label: { da: 'Team eller afdeling', en: 'Team or department', sv: 'Team eller avdelning' },
              required: false,
              showConditions: [],
            },
            {
              id: 'talk-format',
              formElementType: 'SingleSelect',
              label: { da: 'Hvad vil du lave?', en: 'What would you like to do?', sv: 'Vad vill du göra?' },
              required: true,
              showConditions: [],
              options: [
                {
                  id: 'talk-format-talk',
                  text: { da: 'Et lynoplæg', en: 'A lightning talk', sv: 'En blixttalk' },
                },
                { id: 'talk-format-demo', text: { da: 'En demo', en: 'A demo', sv: 'En demo' } },
                {
                  id: 'talk-format-other',
                  text: { da: 'Noget andet', en: 'Something else', sv: 'Något annat' },
                },
              ],
            },
            {
              id: 'talk-equipment',
              formElementType: 'ShortText',
              label: {
                da: 'Hvilket udstyr skal du bruge – skærm, lyd, internet?',
                en: 'What equipment do you need – screen, sound, internet?',
                sv: 'Vad behöver du för teknik – skärm, ljud, internet?',
              },
              required: false,
              showConditions: [
                { type: 'SHOW', formElementId: 'talk-format', formElementOptionIds: ['talk-format-demo'] },
              ],
            },
            {
              id: 'talk-summary',
              formElementType: 'ShortText',
              label: {
                da: 'Hvad handler det om, i én sætning?',
                en: 'What is it about, in one sentence?',
                sv: 'Vad handlar det om, i en mening?',
              },
              required: false,
              showConditions: [],
            },
          ],
        },
        sendButton: { da: 'Send tilmelding', en: 'Send', sv: 'Skicka anmälan' },
        showFormButton: {
          da: 'Tilmeld et lynoplæg',
          en: 'Sign up for a lightning talk',
          sv: 'Anmäl en blixttalk',
        },
        confirmationTitle: { da: 'Tak!', en: 'Thank you!', sv: 'Tack!' },
        confirmationText: {
          da: 'Rasmus vender tilbage inden for en uge med svar og et tidspunkt.',
          en: 'Rasmus will get back to you within a week with an answer and a time slot.',
          sv: 'Rasmus hör av sig inom en vecka med besked och en tid.',
        },
      },
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        title: { da: 'Tilmelding', en: 'Registration', sv: 'Anmälan' },
        menuTitle: { da: 'Tilmelding', en: 'Register', sv: 'Anmälan' },
        text: richTexts({
          da: [
            'Tilmeld dig senest **fire uger før kickoffen**. Du kan tilmelde op til fem kolleger på én gang – for eksempel hele teamet.',
          ],
          en: [
            'Please register **at least four weeks before the kick-off**. You can register up to five colleagues at once – your whole team, for example.',
          ],
          sv: [
            'Anmäl dig senast **fyra veckor före kickoffen**. Du kan anmäla upp till fem kollegor på en gång – till exempel hela teamet.',
          ],
        }),
        form: demoRsvpForm(SONG_WISH),
        maxNumberOfGuests: 5,
        ...DEMO_RSVP_TEXTS,
        selectNumberOfGuestsText: {
          da: 'Hvor mange tilmelder du?',
          en: 'How many are you registering?',
          sv: 'Hur många anmäler du?',
        },
        oneGuestRsvpButton: { da: 'Tilmeld dig', en: 'Register', sv: 'Anmäl dig' },
        guestIndexTitle: { da: 'Deltager', en: 'Participant', sv: 'Deltagare' },
        confirmationTitle: {
          da: 'Tak for din tilmelding!',
          en: 'Thank you for registering!',
          sv: 'Tack för din anmälan!',
        },
        confirmationText: {
          da: 'En kalenderinvitation og praktisk information følger på mail.',
          en: 'A calendar invitation and practical information will follow by email.',
          sv: 'En kalenderinbjudan och praktisk information kommer med mejl.',
        },
      },
      {
        id: 'gallery',
        siteModuleType: 'ImageGallery',
        title: { da: 'Billeder fra sidste år', en: 'Photos from last year', sv: 'Bilder från förra året' },
        menuTitle: { da: 'Billeder', en: 'Photos', sv: 'Bilder' },
        text: richTexts({
          da: ['Sådan så det ud sidste gang. Årets billeder kommer op her ugen efter kickoffen.'],
          en: [
            "This is what it looked like last time. This year's photos go up here the week after the kick-off.",
          ],
          sv: ['Så här såg det ut förra gången. Årets bilder kommer upp här veckan efter kickoffen.'],
        }),
        items: galleryItems(),
      },
    ],
  };
}

/** Each market's demo is its own story, set somewhere local. */
const EVENT_CONTENT: Record<Market, (date: DemoDate) => DemoContent> = {
  se: swedishEvent,
  dk: danishEvent,
};
