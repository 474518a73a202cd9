import { DEFAULT_EVENT_LOGO_BADGE } from '../constants/event-logos';
import type { Market } from '../constants/platform';
import type { EventLogo } from '../schemas/event-logo';
import {
  DEMO_GIFT_REGISTRY_TEXTS,
  DEMO_RSVP_TEXTS,
  DEMO_VIDEO_URL,
  demoRsvpForm,
  hsl,
  richTexts,
  type DemoContent,
  type DemoDate,
  type DemoDesign,
} from './demo-content';
import { weddingDemoSchedule } from './demo-schedules';
import { demoImage, demoMapImage } from './demo-images';

/*
 * The wedding brand's demo. In Sweden Emma and Oskar marry at Bosjökloster by Lake Ringsjön in Skåne; in
 * Denmark Sofie and Mads marry in Hørsholm Church and celebrate at Kokkedal Slot, north of Copenhagen.
 */

/** Soft greens and blues with eucalyptus; theme12 is the wedding brand's own (`000` §1). */
const WEDDING_DEMO_DESIGN: Record<Market, DemoDesign> = {
  se: {
    theme: 'theme12',
    fonts: { heading: 'Cormorant Garamond', text: 'Lato' },
    colorScheme: {
      primary: hsl(145, 20, 36),
      background: hsl(40, 40, 97),
      surface: hsl(100, 16, 91),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(150, 14, 18),
      onSurface: hsl(150, 14, 18),
    },
    siteGraphic: 'eucalyptus',
  },
  dk: {
    theme: 'theme12',
    fonts: { heading: 'Playfair Display', text: 'Lato' },
    colorScheme: {
      primary: hsl(210, 25, 40),
      background: hsl(30, 33, 97),
      surface: hsl(205, 25, 92),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(215, 25, 18),
      onSurface: hsl(215, 25, 18),
    },
    siteGraphic: 'mintedEucalyptus',
  },
};

/** The couple's monogram badge with the wedding date, at the badge's default size (`002` §5). */
function monogram(name1: string, name2: string, date: DemoDate): EventLogo {
  return {
    name: 'ModernMonogramBadge',
    name1,
    name2,
    additionalText: date.numeric,
    ...DEFAULT_EVENT_LOGO_BADGE,
  };
}

const GALLERY_IMAGES = [
  'manor-house',
  'bouquet',
  'wedding-cake',
  'dinner-table',
  'champagne-toast',
  'dance-floor',
  'summer-meadow',
] as const;

function galleryItems() {
  return GALLERY_IMAGES.map((name) => ({ id: `gallery-${name}`, image: demoImage(name) }));
}

/** The wedding's demo in a market, dated by `date`. */
export function weddingDemoContent(market: Market, date: DemoDate): DemoContent {
  return WEDDING_CONTENT[market](date);
}

function swedishWedding(date: DemoDate): DemoContent {
  return {
    design: { ...WEDDING_DEMO_DESIGN.se, eventLogo: monogram('Emma', 'Oskar', date) },
    giftRegistryReservations: [{ giftRegistryId: 'gift-plates', quantityReserved: 4 }],
    modules: [
      {
        id: 'header',
        siteModuleType: 'Header',
        title: { sv: 'Emma & Oskar', en: 'Emma & Oskar', da: 'Emma & Oskar' },
        menuTitle: { sv: 'Hem', en: 'Home', da: 'Forside' },
        secondLine: {
          sv: `${date.long.sv} · Bosjökloster i Skåne`,
          en: `${date.long.en} · Bosjökloster, Skåne`,
          da: `${date.long.da} · Bosjökloster i Skåne`,
        },
        image: demoImage('bouquet'),
        userSelectedImageSize: 'LARGE',
      },
      {
        id: 'countdown',
        siteModuleType: 'Countdown',
        title: { sv: 'Snart säger vi ja!', en: 'Almost time to say "I do"!', da: 'Snart siger vi ja!' },
        menuTitle: { sv: 'Nedräkning', en: 'Countdown', da: 'Nedtælling' },
        countdownDate: date.countdownDate,
      },
      {
        id: 'welcome',
        siteModuleType: 'Text',
        title: {
          sv: 'Välkomna till vårt bröllop',
          en: 'Welcome to our wedding',
          da: 'Velkommen til vores bryllup',
        },
        menuTitle: { sv: 'Välkommen', en: 'Welcome', da: 'Velkommen' },
        text: richTexts({
          sv: [
            'Efter nio år, två flyttar och en hund har vi bestämt oss: vi ska gifta oss! Vi vill så gärna att **ni** är med när vi säger ja i Bosjöklosters kyrka och sedan firar med middag och dans på slottet vid Ringsjön.',
            '### Det här behöver ni veta',
            'Vigseln börjar **kl. 15.00** – kom gärna en kvart innan. Efter vigseln blir det mingel på borggården, middag och dans till sent. Här på sidan hittar ni allt om resa, boende, klädsel och önskelistan.',
            'Svara senast __två månader före bröllopet__ via formuläret längre ner. Hör av er till oss eller till våra toastmastrar om ni undrar över något.',
            'Vi längtar efter att fira med er!\nEmma & Oskar',
          ],
          en: [
            'After nine years, two moves and one dog, we have made up our minds: we are getting married! We would love for **you** to be there when we say "I do" in Bosjökloster Church and then celebrate with dinner and dancing at the castle by Lake Ringsjön.',
            '### What you need to know',
            'The ceremony starts at **3 pm** – please arrive fifteen minutes early. Afterwards there will be drinks in the courtyard, dinner and dancing until late. On this page you will find everything about travel, accommodation, dress code and our wish list.',
            'Please reply __at least two months before the wedding__ using the form further down. Get in touch with us or our toastmasters if you have any questions.',
            "We can't wait to celebrate with you!\nEmma & Oskar",
          ],
          da: [
            'Efter ni år, to flytninger og én hund har vi besluttet os: Vi skal giftes! Vi vil så gerne have, at **I** er med, når vi siger ja i Bosjökloster Kirke og bagefter fejrer dagen med middag og dans på slottet ved Ringsjön.',
            '### Det skal I vide',
            'Vielsen begynder **kl. 15.00** – kom gerne et kvarter før. Efter vielsen er der champagne i borggården, middag og dans til sent. Her på siden finder I alt om rejse, overnatning, påklædning og ønskelisten.',
            'Svar senest __to måneder før brylluppet__ via formularen længere nede. Skriv til os eller til vores toastmastere, hvis I har spørgsmål.',
            'Vi glæder os til at fejre dagen med jer!\nEmma & Oskar',
          ],
        }),
      },
      {
        id: 'programme',
        siteModuleType: 'ImageAndText',
        title: { sv: 'Dagen', en: 'The day', da: 'Dagen' },
        menuTitle: { sv: 'Program', en: 'Programme', da: 'Program' },
        secondTitle: {
          sv: 'Från ja till sista dansen',
          en: 'From "I do" to the last dance',
          da: 'Fra ja til sidste dans',
        },
        image: demoImage('wedding-cake'),
        text: richTexts({
          sv: [
            '**14.15** Bussen går från Höörs station.\n**15.00** Vigsel i Bosjöklosters kyrka.\n**16.00** Bubbel och mingel på borggården.\n**18.00** Middag med tal och skålar.\n**21.30** Tårtan och brudvalsen.\n**22.00** Dansgolvet öppnar.\n**02.00** Sista bussen till Höör och Lund.',
            '*Kyrkan är liten, så vi fyller bänkarna framifrån.*',
          ],
          en: [
            '**14:15** The bus leaves Höör station.\n**15:00** Ceremony in Bosjökloster Church.\n**16:00** Bubbles and mingling in the courtyard.\n**18:00** Dinner with speeches and toasts.\n**21:30** The cake and the first dance.\n**22:00** The dance floor opens.\n**02:00** Last bus to Höör and Lund.',
            '*The church is small, so we fill the pews from the front.*',
          ],
          da: [
            '**14.15** Bussen kører fra Höör Station.\n**15.00** Vielse i Bosjökloster Kirke.\n**16.00** Bobler og hygge i borggården.\n**18.00** Middag med taler og skåler.\n**21.30** Bryllupskage og brudevals.\n**22.00** Dansegulvet åbner.\n**02.00** Sidste bus til Höör og Lund.',
            '*Kirken er lille, så vi fylder bænkene op forfra.*',
          ],
        }),
      },
      weddingDemoSchedule('se', date),
      {
        id: 'location',
        siteModuleType: 'Location',
        title: { sv: 'Hitta hit', en: 'Getting there', da: 'Find vej' },
        menuTitle: { sv: 'Hitta hit', en: 'Getting there', da: 'Find vej' },
        secondTitle: { sv: 'Bosjökloster, Höör', en: 'Bosjökloster, Höör', da: 'Bosjökloster, Höör' },
        image: demoImage('manor-house'),
        text: richTexts({
          sv: [
            '### Vigsel och fest',
            'Både vigseln och festen är på **Bosjökloster** vid Ringsjön, ungefär 45 minuter från Malmö. Kyrkan ligger några steg från slottet, så ni behöver bara ta er hit en gång.',
            '### Tåg och buss',
            'Ta Öresundståg eller Pågatåg till Höör och sök din resa på [skanetrafiken.se](https://www.skanetrafiken.se). Vi har ordnat en buss som väntar vid Höörs station kl. 14.15 och kör tillbaka efter festen.',
            '### Bil',
            'Det finns gott om gratis parkering vid slottet, och bilen kan stå kvar över natten.',
            '### Boende',
            'Vi har reserverat rum på slottet och på Ringsjöstrand, tio minuter bort. Boka senast två månader före bröllopet och uppge *Emma och Oskar*.',
          ],
          en: [
            '### Ceremony and party',
            'Both the ceremony and the party are at **Bosjökloster** by Lake Ringsjön, about 45 minutes from Malmö. The church is a few steps from the castle, so you only need to get here once.',
            '### Train and bus',
            'Take the Öresundståg or Pågatåg train to Höör and plan your journey at [skanetrafiken.se](https://www.skanetrafiken.se). We have arranged a bus that waits at Höör station at 14:15 and takes you back after the party.',
            '### Car',
            'There is plenty of free parking at the castle, and you can leave your car overnight.',
            '### Accommodation',
            'We have reserved rooms at the castle and at Ringsjöstrand, ten minutes away. Book at least two months before the wedding, quoting *Emma and Oskar*.',
          ],
          da: [
            '### Vielse og fest',
            'Både vielsen og festen foregår på **Bosjökloster** ved Ringsjön, cirka 45 minutter fra Malmö. Kirken ligger få skridt fra slottet, så I skal kun finde herud én gang.',
            '### Tog og bus',
            'Tag Øresundstoget eller Pågatåget til Höör, og find din rejse på [skanetrafiken.se](https://www.skanetrafiken.se). Fra København tager turen godt halvanden time. Vi har bestilt en bus, der venter ved Höör Station kl. 14.15 og kører tilbage efter festen.',
            '### Bil',
            'Der er masser af gratis parkering ved slottet, og bilen kan blive stående natten over.',
            '### Overnatning',
            'Vi har reserveret værelser på slottet og på Ringsjöstrand ti minutter væk. Book senest to måneder før brylluppet, og oplys *Emma og Oskar*.',
          ],
        }),
        map: {
          contentDataType: 'Map',
          location: 'Bosjökloster, Höör',
          zoom: 12,
          mapTheme: 'NORMAL',
          markerColor: 'ea4335',
          map: demoMapImage('map-wedding'),
        },
      },
      {
        id: 'good-to-know',
        siteModuleType: 'TextAndImageList',
        title: { sv: 'Bra att veta', en: 'Good to know', da: 'Godt at vide' },
        menuTitle: { sv: 'Bra att veta', en: 'Good to know', da: 'Godt at vide' },
        items: [
          {
            id: 'know-dress-code',
            title: { sv: 'Klädkod: kavaj', en: 'Dress code: lounge suit', da: 'Dresscode: jakkesæt' },
            image: demoImage('champagne-toast'),
            text: richTexts({
              sv: [
                'Kostym eller kavaj för herrarna, klänning eller dräkt för damerna – gärna ljusa färger, men **lämna det vita åt bruden**.',
              ],
              en: [
                'A suit or jacket for the gentlemen, a dress or suit for the ladies – light colours are lovely, but **leave white to the bride**.',
              ],
              da: [
                'Jakkesæt eller blazer til herrerne, kjole eller dragt til damerne – gerne lyse farver, men **lad det hvide være brudens**.',
              ],
            }),
          },
          {
            id: 'know-children',
            title: { sv: 'Barn', en: 'Children', da: 'Børn' },
            image: demoImage('summer-meadow'),
            text: richTexts({
              sv: [
                'Vi älskar era barn, men den här dagen är för vuxna. Ammande bebisar är förstås välkomna.',
              ],
              en: [
                'We love your children, but this day is for grown-ups. Babies in arms are of course welcome.',
              ],
              da: ['Vi elsker jeres børn, men denne dag er for voksne. Ammebørn er selvfølgelig velkomne.'],
            }),
          },
          {
            id: 'know-speeches',
            title: {
              sv: 'Tal och överraskningar',
              en: 'Speeches and surprises',
              da: 'Taler og overraskelser',
            },
            image: demoImage('dinner-table'),
            text: richTexts({
              sv: [
                'Vill du hålla tal eller hitta på något? Anmäl det längre ner till toastmastrarna Linnea och Viktor, **senast tre veckor innan**.',
              ],
              en: [
                'Would you like to give a speech or plan a surprise? Let the toastmasters Linnea and Viktor know further down, **at least three weeks before**.',
              ],
              da: [
                'Vil du holde en tale eller finde på noget? Giv toastmasterne Linnea og Viktor besked længere nede **senest tre uger før**.',
              ],
            }),
          },
          {
            id: 'know-gifts',
            title: { sv: 'Presenter', en: 'Gifts', da: 'Gaver' },
            image: demoImage('gift-globe'),
            text: richTexts({
              sv: [
                'Det viktigaste är att ni kommer. Vill ni ändå ge något har vi samlat några önskningar i önskelistan.',
              ],
              en: [
                'The most important thing is that you come. If you would still like to give something, we have gathered a few wishes in our wish list.',
              ],
              da: [
                'Det vigtigste er, at I kommer. Vil I alligevel give noget, har vi samlet et par ønsker på ønskelisten.',
              ],
            }),
          },
        ],
      },
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        title: { sv: 'OSA', en: 'RSVP', da: 'Svar udbedes' },
        menuTitle: { sv: 'OSA', en: 'RSVP', da: 'Tilmelding' },
        text: richTexts({
          sv: [
            'Svara **senast två månader före bröllopet**. Anmäl gärna hela sällskapet på en gång, så vet vi att ni hör ihop när vi gör bordsplaceringen.',
          ],
          en: [
            'Please reply **at least two months before the wedding**. Reply for your whole party at once, so we know you belong together when we plan the seating.',
          ],
          da: [
            'Svar **senest to måneder før brylluppet**. Tilmeld gerne hele selskabet på én gang, så vi ved, at I hører sammen, når vi laver bordplanen.',
          ],
        }),
        form: demoRsvpForm({
          sv: 'Vilken låt vill du dansa till på bröllopet?',
          en: 'Which song would you like to dance to at the wedding?',
          da: 'Hvilken sang vil du gerne danse til ved brylluppet?',
        }),
        maxNumberOfGuests: 5,
        ...DEMO_RSVP_TEXTS,
        confirmationText: {
          sv: 'Vi har fått ditt svar och hör av oss närmare bröllopet. Kram, Emma & Oskar',
          en: 'We have received your reply and will be in touch closer to the wedding. Love, Emma & Oskar',
          da: 'Vi har modtaget dit svar og vender tilbage, når brylluppet nærmer sig. Kærlig hilsen Emma & Oskar',
        },
      },
      {
        id: 'people',
        siteModuleType: 'PeopleList',
        title: {
          sv: 'Vi och våra toastmastrar',
          en: 'Us and our toastmasters',
          da: 'Os og vores toastmastere',
        },
        menuTitle: { sv: 'Vilka är vi?', en: 'Who we are', da: 'Hvem er vi?' },
        items: [
          {
            id: 'person-emma',
            image: demoImage('person-1'),
            name: { sv: 'Emma', en: 'Emma', da: 'Emma' },
            title: { sv: 'Bruden', en: 'The bride', da: 'Bruden' },
            text: richTexts({
              sv: [
                'Landskapsarkitekt från Lund som har planerat blommorna i ett år. Gillar listor, långa promenader och Oskar.',
              ],
              en: [
                'A landscape architect from Lund who has been planning the flowers for a year. Likes lists, long walks and Oskar.',
              ],
              da: [
                'Landskabsarkitekt fra Lund, der har planlagt blomsterne i et år. Holder af lister, lange gåture og Oskar.',
              ],
            }),
          },
          {
            id: 'person-oskar',
            image: demoImage('person-2'),
            name: { sv: 'Oskar', en: 'Oskar', da: 'Oskar' },
            title: { sv: 'Brudgummen', en: 'The groom', da: 'Brudgommen' },
            text: richTexts({
              sv: [
                'Kock från Malmö som har smakat sig igenom fjorton bröllopsmenyer. Ansvarar för maten, spellistan och att Emma inte jobbar för mycket.',
              ],
              en: [
                'A chef from Malmö who has tasted his way through fourteen wedding menus. In charge of the food, the playlist and making sure Emma does not work too hard.',
              ],
              da: [
                'Kok fra Malmö, der har smagt sig igennem fjorten bryllupsmenuer. Står for maden, playlisten og for, at Emma ikke arbejder for meget.',
              ],
            }),
          },
          {
            id: 'person-linnea',
            image: demoImage('person-3'),
            name: { sv: 'Linnea', en: 'Linnea', da: 'Linnea' },
            title: {
              sv: 'Toastmaster, Emmas syster',
              en: "Toastmaster, Emma's sister",
              da: 'Toastmaster, Emmas søster',
            },
            text: richTexts({
              sv: [
                'Håller ordning på talen och tiden. Hör av dig till henne om du vill säga något under middagen.',
              ],
              en: [
                'Keeps the speeches and the clock in order. Get in touch with her if you would like to say something during dinner.',
              ],
              da: ['Holder styr på talerne og tiden. Kontakt hende, hvis du vil sige noget under middagen.'],
            }),
          },
          {
            id: 'person-viktor',
            image: demoImage('person-4'),
            name: { sv: 'Viktor', en: 'Viktor', da: 'Viktor' },
            title: {
              sv: 'Toastmaster, Oskars bästa vän',
              en: "Toastmaster, Oskar's best friend",
              da: 'Toastmaster, Oskars bedste ven',
            },
            text: richTexts({
              sv: [
                'Känner Oskar sedan första klass och har hemliga planer för kvällen. Fråga honom om lekar, sånger och överraskningar.',
              ],
              en: [
                'Has known Oskar since first grade and has secret plans for the evening. Ask him about games, songs and surprises.',
              ],
              da: [
                'Har kendt Oskar siden første klasse og har hemmelige planer for aftenen. Spørg ham om lege, sange og overraskelser.',
              ],
            }),
          },
        ],
      },
      {
        id: 'speech',
        siteModuleType: 'Speech2',
        title: { sv: 'Anmäl tal', en: 'Give a speech', da: 'Hold en tale' },
        menuTitle: { sv: 'Tal', en: 'Speeches', da: 'Taler' },
        text: richTexts({
          sv: [
            'Vill du hålla tal för brudparet? Anmäl dig här, så lägger Linnea och Viktor in dig i kvällens program. Ett bra tal är *högst fem minuter*.',
          ],
          en: [
            'Would you like to give a speech for the newlyweds? Sign up here, and Linnea and Viktor will fit you into the evening. A good speech is *five minutes at most*.',
          ],
          da: [
            'Vil du holde tale for brudeparret? Tilmeld dig her, så sætter Linnea og Viktor dig på aftenens program. En god tale varer *højst fem minutter*.',
          ],
        }),
        customTextFields: [
          { id: 'speech-name', label: { sv: 'Ditt namn', en: 'Your name', da: 'Dit navn' }, mandatory: true },
          {
            id: 'speech-relation',
            label: {
              sv: 'Hur känner du brudparet?',
              en: 'How do you know the couple?',
              da: 'Hvordan kender du brudeparret?',
            },
            mandatory: false,
          },
          {
            id: 'speech-length',
            label: {
              sv: 'Ungefär hur lång tid behöver du?',
              en: 'Roughly how long will you need?',
              da: 'Cirka hvor lang tid skal du bruge?',
            },
            mandatory: false,
          },
        ],
        sendButton: { sv: 'Anmäl tal', en: 'Sign up', da: 'Tilmeld tale' },
        showFormButton: {
          sv: 'Jag vill hålla tal',
          en: 'I would like to speak',
          da: 'Jeg vil holde en tale',
        },
        confirmationTitle: { sv: 'Tack!', en: 'Thank you!', da: 'Tak!' },
        confirmationText: {
          sv: 'Tack för att du anmält dig att tala! Linnea och Viktor hör av sig med en tid.',
          en: 'Thank you for signing up to speak! Linnea and Viktor will be in touch with a time.',
          da: 'Tak, fordi du har meldt dig til at holde tale! Linnea og Viktor vender tilbage med et tidspunkt.',
        },
      },
      {
        id: 'toastmaster-form',
        siteModuleType: 'Form',
        title: { sv: 'Till toastmastrarna', en: 'To the toastmasters', da: 'Til toastmasterne' },
        menuTitle: { sv: 'Kontakt', en: 'Contact', da: 'Kontakt' },
        text: richTexts({
          sv: [
            'Planerar du en sång, en lek eller en överraskning? Berätta för Linnea och Viktor här – **brudparet ser ingenting**.',
          ],
          en: [
            'Planning a song, a game or a surprise? Tell Linnea and Viktor here – **the couple sees nothing**.',
          ],
          da: [
            'Planlægger du en sang, en leg eller en overraskelse? Fortæl Linnea og Viktor om det her – **brudeparret ser intet**.',
          ],
        }),
        form: {
          formElements: [
            {
              id: 'contact-name',
              formElementType: 'ShortText',
              label: { sv: 'Ditt namn', en: 'Your name', da: 'Dit navn' },
              required: true,
              showConditions: [],
            },
            {
              id: 'contact-topic',
              formElementType: 'SingleSelect',
              label: { sv: 'Vad gäller det?', en: 'What is it about?', da: 'Hvad drejer det sig om?' },
              required: true,
              showConditions: [],
              options: [
                { id: 'contact-topic-song', text: { sv: 'En sång', en: 'A song', da: 'En sang' } },
                {
                  id: 'contact-topic-surprise',
                  text: {
                    sv: 'En lek eller överraskning',
                    en: 'A game or surprise',
                    da: 'En leg eller overraskelse',
                  },
                },
                {
                  id: 'contact-topic-other',
                  text: { sv: 'Något annat', en: 'Something else', da: 'Noget andet' },
                },
              ],
            },
            {
              id: 'contact-melody',
              formElementType: 'ShortText',
              label: {
                sv: 'Vilken melodi sjungs sången på?',
                en: 'Which tune is the song sung to?',
                da: 'Hvilken melodi skal sangen synges på?',
              },
              required: false,
              showConditions: [
                {
                  type: 'SHOW',
                  formElementId: 'contact-topic',
                  formElementOptionIds: ['contact-topic-song'],
                },
              ],
            },
            {
              id: 'contact-message',
              formElementType: 'ShortText',
              label: { sv: 'Berätta mer', en: 'Tell us more', da: 'Fortæl mere' },
              required: false,
              showConditions: [],
            },
          ],
        },
        sendButton: {
          sv: 'Skicka till toastmastrarna',
          en: 'Send to the toastmasters',
          da: 'Send til toastmasterne',
        },
        showFormButton: {
          sv: 'Skriv till toastmastrarna',
          en: 'Write to the toastmasters',
          da: 'Skriv til toastmasterne',
        },
        confirmationTitle: { sv: 'Tack!', en: 'Thank you!', da: 'Tak!' },
        confirmationText: {
          sv: 'Linnea och Viktor har fått ditt meddelande och hör av sig. Inte ett ord till brudparet!',
          en: 'Linnea and Viktor have your message and will be in touch. Not a word to the couple!',
          da: 'Linnea og Viktor har fået din besked og vender tilbage. Ikke et ord til brudeparret!',
        },
      },
      {
        id: 'gifts',
        siteModuleType: 'GiftRegistry',
        title: { sv: 'Önskelista', en: 'Wish list', da: 'Ønskeliste' },
        menuTitle: { sv: 'Önskelista', en: 'Wish list', da: 'Ønskeliste' },
        ...DEMO_GIFT_REGISTRY_TEXTS,
        giftRegistry: [
          {
            id: 'gift-honeymoon',
            title: {
              sv: 'Bidrag till bröllopsresan',
              en: 'Towards our honeymoon',
              da: 'Bidrag til bryllupsrejsen',
            },
            description: {
              sv: 'Vi drömmer om Japan när körsbärsträden blommar. Varje bidrag tar oss en bit närmare – lägg ett kort i lådan på presentbordet.',
              en: 'We dream of Japan in cherry blossom season. Every contribution brings us a little closer – leave a card in the box on the gift table.',
              da: 'Vi drømmer om Japan, når kirsebærtræerne blomstrer. Hvert bidrag bringer os lidt nærmere – læg et kort i kassen på gavebordet.',
            },
            image: demoImage('gift-globe'),
            link: 'https://www.japan.travel/en/',
            quantity: null,
            reservable: false,
          },
          {
            id: 'gift-plates',
            title: { sv: 'Tallrikar Ostindia', en: 'Ostindia plates', da: 'Ostindia-tallerkener' },
            description: {
              sv: 'Flata tallrikar från Rörstrand i den blåvita Ostindia-serien. Vi önskar oss tolv.',
              en: "Dinner plates from Rörstrand's blue and white Ostindia range. We are wishing for twelve.",
              da: 'Flade tallerkener fra Rörstrands blå og hvide Ostindia-serie. Vi ønsker os tolv.',
            },
            image: demoImage('gift-plates'),
            link: null,
            quantity: 12,
            reservable: true,
          },
          {
            id: 'gift-espresso',
            title: { sv: 'Espressomaskin', en: 'Espresso machine', da: 'Espressomaskine' },
            description: {
              sv: 'Oskar lovar cappuccino på sängen varje söndag. Emma vill ha det skriftligt.',
              en: 'Oskar promises cappuccino in bed every Sunday. Emma wants it in writing.',
              da: 'Oskar lover cappuccino på sengen hver søndag. Emma vil have det på skrift.',
            },
            image: demoImage('gift-coffee-machine'),
            link: null,
            quantity: 1,
            reservable: true,
          },
          {
            id: 'gift-bicycle',
            title: { sv: 'En ny cykel till Oskar', en: 'A new bike for Oskar', da: 'En ny cykel til Oskar' },
            description: {
              sv: 'Hans gamla cykel blev stulen utanför jobbet. Gärna en med korg – den ska bära hem grönsaker från torget.',
              en: 'His old bike was stolen outside work. Ideally one with a basket – it will carry vegetables home from the market.',
              da: 'Hans gamle cykel blev stjålet uden for arbejdet. Gerne en med kurv – den skal bære grøntsager hjem fra torvet.',
            },
            image: demoImage('gift-bicycle'),
            link: null,
            quantity: 1,
            reservable: true,
          },
        ],
      },
      {
        id: 'video',
        siteModuleType: 'Video',
        title: { sv: 'Vår film', en: 'Our film', da: 'Vores film' },
        menuTitle: { sv: 'Film', en: 'Film', da: 'Film' },
        video: { contentDataType: 'Video', type: 'YouTube', videoUrl: DEMO_VIDEO_URL, autoStart: false },
      },
      {
        id: 'gallery',
        siteModuleType: 'ImageGallery',
        title: { sv: 'Bilder', en: 'Photos', da: 'Billeder' },
        menuTitle: { sv: 'Bilder', en: 'Photos', da: 'Billeder' },
        text: richTexts({
          sv: [
            'Några bilder från platsen och förberedelserna. Efter bröllopet lägger vi upp våra favoriter här.',
          ],
          en: [
            'A few pictures of the venue and the preparations. After the wedding we will share our favourites here.',
          ],
          da: [
            'Et par billeder fra stedet og forberedelserne. Efter brylluppet lægger vi vores favoritter op her.',
          ],
        }),
        items: galleryItems(),
      },
    ],
  };
}

function danishWedding(date: DemoDate): DemoContent {
  return {
    design: { ...WEDDING_DEMO_DESIGN.dk, eventLogo: monogram('Sofie', 'Mads', date) },
    giftRegistryReservations: [{ giftRegistryId: 'gift-plates', quantityReserved: 5 }],
    modules: [
      {
        id: 'header',
        siteModuleType: 'Header',
        title: { da: 'Sofie & Mads', en: 'Sofie & Mads', sv: 'Sofie & Mads' },
        menuTitle: { da: 'Forside', en: 'Home', sv: 'Hem' },
        secondLine: {
          da: `${date.long.da} · Kokkedal Slot, Hørsholm`,
          en: `${date.long.en} · Kokkedal Castle, Hørsholm`,
          sv: `${date.long.sv} · Kokkedal slott, Hørsholm`,
        },
        image: demoImage('bouquet'),
        userSelectedImageSize: 'LARGE',
      },
      {
        id: 'countdown',
        siteModuleType: 'Countdown',
        title: { da: 'Snart siger vi ja!', en: 'Almost time to say "I do"!', sv: 'Snart säger vi ja!' },
        menuTitle: { da: 'Nedtælling', en: 'Countdown', sv: 'Nedräkning' },
        countdownDate: date.countdownDate,
      },
      {
        id: 'welcome',
        siteModuleType: 'Text',
        title: { da: 'Vi skal giftes!', en: 'We are getting married!', sv: 'Vi ska gifta oss!' },
        menuTitle: { da: 'Velkommen', en: 'Welcome', sv: 'Välkommen' },
        text: richTexts({
          da: [
            'Efter otte år sammen – og et frieri på toppen af Himmelbjerget – vil vi gerne fejre vores bryllup med **jer**, vores familie og venner. Vi bliver viet i Hørsholm Kirke og fester bagefter på Kokkedal Slot, kun en halv time fra København.',
            '### Det vigtigste',
            'Vielsen begynder **kl. 15.00** – kom gerne i god tid. Bagefter kører bussen til slottet, hvor der venter champagne, middag, taler, sange og dans til den lyse morgen.',
            'Giv os besked senest __to måneder før brylluppet__ via tilmeldingen længere nede. Har I spørgsmål, er I altid velkomne til at skrive til os eller til toastmasterne.',
            'Vi glæder os helt vildt!\nSofie & Mads',
          ],
          en: [
            'After eight years together – and a proposal on top of Himmelbjerget – we would love to celebrate our wedding with **you**, our family and friends. We will be married in Hørsholm Church and then party at Kokkedal Castle, just half an hour from Copenhagen.',
            '### The essentials',
            'The ceremony begins at **3 pm** – please arrive in good time. Afterwards a bus takes us to the castle, where champagne, dinner, speeches, songs and dancing until dawn await.',
            'Please let us know __at least two months before the wedding__ using the RSVP further down. If you have any questions, you are always welcome to write to us or to the toastmasters.',
            'We are so excited!\nSofie & Mads',
          ],
          sv: [
            'Efter åtta år tillsammans – och ett frieri på toppen av Himmelbjerget – vill vi fira vårt bröllop med **er**, vår familj och våra vänner. Vi gifter oss i Hørsholms kyrka och festar sedan på Kokkedal slott, bara en halvtimme från Köpenhamn.',
            '### Det viktigaste',
            'Vigseln börjar **kl. 15.00** – kom gärna i god tid. Efteråt tar bussen oss till slottet, där det väntar champagne, middag, tal, sånger och dans tills solen går upp.',
            'Svara senast __två månader före bröllopet__ via OSA längre ner. Har ni frågor är ni alltid välkomna att skriva till oss eller till toastmastrarna.',
            'Vi längtar!\nSofie & Mads',
          ],
        }),
      },
      {
        id: 'programme',
        siteModuleType: 'ImageAndText',
        title: { da: 'Dagen', en: 'The day', sv: 'Dagen' },
        menuTitle: { da: 'Program', en: 'Programme', sv: 'Program' },
        secondTitle: {
          da: 'Fra kirken til kransekagen',
          en: 'From church to midnight cake',
          sv: 'Från kyrkan till kransekagen',
        },
        image: demoImage('wedding-cake'),
        text: richTexts({
          da: [
            '**15.00** Vielse i Hørsholm Kirke.\n**16.00** Bussen kører fra kirken til Kokkedal Slot.\n**16.30** Champagne og snacks på terrassen.\n**18.30** Middag med taler og sange.\n**22.00** Brudevals og bryllupskage.\n**22.30** Dansegulvet åbner.\n**00.00** Kransekage og natmad.',
            '*Husk gode sko – brudevalsen er kun begyndelsen.*',
          ],
          en: [
            '**15:00** Ceremony in Hørsholm Church.\n**16:00** The bus leaves the church for Kokkedal Castle.\n**16:30** Champagne and nibbles on the terrace.\n**18:30** Dinner with speeches and songs.\n**22:00** The first dance and the wedding cake.\n**22:30** The dance floor opens.\n**00:00** Danish wedding cake and a midnight snack.',
            '*Bring good shoes – the first dance is only the beginning.*',
          ],
          sv: [
            '**15.00** Vigsel i Hørsholms kyrka.\n**16.00** Bussen går från kyrkan till Kokkedal slott.\n**16.30** Champagne och tilltugg på terrassen.\n**18.30** Middag med tal och sånger.\n**22.00** Brudvals och bröllopstårta.\n**22.30** Dansgolvet öppnar.\n**00.00** Kransekage och nattmat.',
            '*Ta med bra skor – brudvalsen är bara början.*',
          ],
        }),
      },
      weddingDemoSchedule('dk', date),
      {
        id: 'location',
        siteModuleType: 'Location',
        title: { da: 'Find vej', en: 'Getting there', sv: 'Hitta hit' },
        menuTitle: { da: 'Find vej', en: 'Getting there', sv: 'Hitta hit' },
        secondTitle: {
          da: 'Kokkedal Slot, Hørsholm',
          en: 'Kokkedal Castle, Hørsholm',
          sv: 'Kokkedal slott, Hørsholm',
        },
        image: demoImage('manor-house'),
        text: richTexts({
          da: [
            '### Kirken',
            'Vielsen foregår i **Hørsholm Kirke** midt i byen. Der er begrænset parkering ved kirken, så kør gerne sammen.',
            '### Festen',
            'Efter vielsen kører en bus fra kirken til **Kokkedal Slot**, cirka ti minutter væk. Kommer du i egen bil, er der gratis parkering ved slottet.',
            '### Med tog',
            'Kystbanen kører fra København til Rungsted Kyst på en halv time; tag en taxa det sidste stykke. Find din rejse på [dsb.dk](https://www.dsb.dk).',
            '### Overnatning',
            'Kokkedal Slot har hotelværelser, og vi har fået en god pris til vores gæster. Book senest to måneder før, og oplys *Sofie og Mads*.',
          ],
          en: [
            '### The church',
            'The ceremony takes place in **Hørsholm Church** in the town centre. Parking by the church is limited, so please share a car if you can.',
            '### The party',
            'After the ceremony a bus takes everyone from the church to **Kokkedal Castle**, about ten minutes away. If you come by car, there is free parking at the castle.',
            '### By train',
            'The coastal line runs from Copenhagen to Rungsted Kyst in half an hour; take a taxi for the last stretch. Plan your journey at [dsb.dk](https://www.dsb.dk).',
            '### Accommodation',
            'Kokkedal Castle has hotel rooms, and we have a good rate for our guests. Book at least two months ahead, quoting *Sofie and Mads*.',
          ],
          sv: [
            '### Kyrkan',
            'Vigseln äger rum i **Hørsholms kyrka** mitt i stan. Det finns få parkeringsplatser vid kyrkan, så samåk gärna.',
            '### Festen',
            'Efter vigseln går en buss från kyrkan till **Kokkedal slott**, ungefär tio minuter bort. Kommer du med egen bil finns gratis parkering vid slottet.',
            '### Med tåg',
            'Kustbanan går från Köpenhamn till Rungsted Kyst på en halvtimme; ta taxi sista biten. Sök din resa på [dsb.dk](https://www.dsb.dk).',
            '### Boende',
            'Kokkedal slott har hotellrum, och vi har fått ett bra pris för våra gäster. Boka senast två månader innan och uppge *Sofie och Mads*.',
          ],
        }),
        map: {
          contentDataType: 'Map',
          location: 'Kokkedal Slot, Hørsholm',
          zoom: 12,
          mapTheme: 'NORMAL',
          markerColor: 'ea4335',
          map: demoMapImage('map-wedding-dk'),
        },
      },
      {
        id: 'good-to-know',
        siteModuleType: 'TextAndImageList',
        title: { da: 'Godt at vide', en: 'Good to know', sv: 'Bra att veta' },
        menuTitle: { da: 'Godt at vide', en: 'Good to know', sv: 'Bra att veta' },
        items: [
          {
            id: 'know-dress-code',
            title: { da: 'Påklædning: mørkt tøj', en: 'Dress code: dark suit', sv: 'Klädkod: mörk kostym' },
            image: demoImage('champagne-toast'),
            text: richTexts({
              da: [
                'Mørkt jakkesæt til herrerne og kjole til damerne – gerne i farver, men **lad det hvide være brudens**.',
              ],
              en: [
                'A dark suit for the gentlemen and a dress for the ladies – colours are welcome, but **leave white to the bride**.',
              ],
              sv: [
                'Mörk kostym för herrarna och klänning för damerna – gärna i färg, men **lämna det vita åt bruden**.',
              ],
            }),
          },
          {
            id: 'know-children',
            title: { da: 'Børn', en: 'Children', sv: 'Barn' },
            image: demoImage('summer-meadow'),
            text: richTexts({
              da: [
                'Børn er velkomne i kirken. Festen om aftenen er for voksne, så find gerne en babysitter.',
              ],
              en: [
                'Children are welcome at the church. The evening party is for grown-ups, so please arrange a babysitter.',
              ],
              sv: ['Barn är välkomna i kyrkan. Kvällens fest är för vuxna, så ordna gärna barnvakt.'],
            }),
          },
          {
            id: 'know-songs',
            title: { da: 'Sange og taler', en: 'Songs and speeches', sv: 'Sånger och tal' },
            image: demoImage('dinner-table'),
            text: richTexts({
              da: [
                'Skriver du en sang, så send den til toastmasterne Ida og Frederik **senest tre uger før**, så den kan blive trykt til alle gæster.',
              ],
              en: [
                'If you are writing a song, send it to the toastmasters Ida and Frederik **at least three weeks before**, so it can be printed for every guest.',
              ],
              sv: [
                'Skriver du en sång, skicka den till toastmastrarna Ida och Frederik **senast tre veckor innan**, så kan den tryckas upp till alla gäster.',
              ],
            }),
          },
          {
            id: 'know-gifts',
            title: { da: 'Gaver', en: 'Gifts', sv: 'Presenter' },
            image: demoImage('gift-globe'),
            text: richTexts({
              da: [
                'Jeres selskab er den største gave. Vil I alligevel give noget, finder I vores ønskeliste her på siden.',
              ],
              en: [
                'Your company is the greatest gift. If you would still like to give something, you will find our wish list on this page.',
              ],
              sv: [
                'Ert sällskap är den finaste presenten. Vill ni ändå ge något hittar ni vår önskelista här på sidan.',
              ],
            }),
          },
        ],
      },
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        title: { da: 'Tilmelding', en: 'RSVP', sv: 'OSA' },
        menuTitle: { da: 'Tilmelding', en: 'RSVP', sv: 'OSA' },
        text: richTexts({
          da: [
            'Svar **senest to måneder før brylluppet**. Tilmeld gerne hele selskabet på én gang, så vi kan sætte jer sammen ved bordet.',
          ],
          en: [
            'Please reply **at least two months before the wedding**. Reply for your whole party at once, so we can seat you together.',
          ],
          sv: [
            'Svara **senast två månader före bröllopet**. Anmäl gärna hela sällskapet på en gång, så kan vi placera er tillsammans.',
          ],
        }),
        form: demoRsvpForm({
          da: 'Hvilken sang vil du gerne danse til ved brylluppet?',
          en: 'Which song would you like to dance to at the wedding?',
          sv: 'Vilken låt vill du dansa till på bröllopet?',
        }),
        maxNumberOfGuests: 5,
        ...DEMO_RSVP_TEXTS,
        confirmationText: {
          da: 'Tusind tak for dit svar! Vi glæder os til at se dig. Kærlig hilsen Sofie & Mads',
          en: 'Thank you so much for replying! We look forward to seeing you. Love, Sofie & Mads',
          sv: 'Tack så mycket för ditt svar! Vi ser fram emot att ses. Kram, Sofie & Mads',
        },
      },
      {
        id: 'people',
        siteModuleType: 'PeopleList',
        title: {
          da: 'Os og vores toastmastere',
          en: 'Us and our toastmasters',
          sv: 'Vi och våra toastmastrar',
        },
        menuTitle: { da: 'Hvem er vi?', en: 'Who we are', sv: 'Vilka är vi?' },
        items: [
          {
            id: 'person-sofie',
            image: demoImage('person-1'),
            name: { da: 'Sofie', en: 'Sofie', sv: 'Sofie' },
            title: { da: 'Bruden', en: 'The bride', sv: 'Bruden' },
            text: richTexts({
              da: [
                'Sygeplejerske fra Aarhus og københavner af hjertet. Har styr på bordplanen, blomsterne og Mads.',
              ],
              en: [
                'A nurse from Aarhus and a Copenhagener at heart. Has the seating plan, the flowers and Mads under control.',
              ],
              sv: [
                'Sjuksköterska från Aarhus och köpenhamnare i själen. Har koll på bordsplaceringen, blommorna och Mads.',
              ],
            }),
          },
          {
            id: 'person-mads',
            image: demoImage('person-2'),
            name: { da: 'Mads', en: 'Mads', sv: 'Mads' },
            title: { da: 'Brudgommen', en: 'The groom', sv: 'Brudgummen' },
            text: richTexts({
              da: ['Tømrer og hobbybager, der selv har bygget dansegulvet. Står for musikken og natmaden.'],
              en: [
                'A carpenter and keen baker who built the dance floor himself. In charge of the music and the midnight snack.',
              ],
              sv: [
                'Snickare och hobbybagare som själv har byggt dansgolvet. Ansvarar för musiken och nattmaten.',
              ],
            }),
          },
          {
            id: 'person-ida',
            image: demoImage('person-3'),
            name: { da: 'Ida', en: 'Ida', sv: 'Ida' },
            title: {
              da: 'Toastmaster, Sofies søster',
              en: "Toastmaster, Sofie's sister",
              sv: 'Toastmaster, Sofies syster',
            },
            text: richTexts({
              da: [
                'Holder styr på taler, sange og tid. Skriv til hende, hvis du vil sige noget under middagen.',
              ],
              en: [
                'Keeps track of speeches, songs and time. Write to her if you would like to say something during dinner.',
              ],
              sv: [
                'Håller ordning på tal, sånger och tid. Skriv till henne om du vill säga något under middagen.',
              ],
            }),
          },
          {
            id: 'person-frederik',
            image: demoImage('person-4'),
            name: { da: 'Frederik', en: 'Frederik', sv: 'Frederik' },
            title: {
              da: "Toastmaster, Mads' bedste ven",
              en: "Toastmaster, Mads's best friend",
              sv: 'Toastmaster, Mads bästa vän',
            },
            text: richTexts({
              da: [
                'Har kendt Mads siden spejderlejren i 1998 og har en kasse fuld af historier. Spørg ham om lege og overraskelser.',
              ],
              en: [
                'Has known Mads since scout camp in 1998 and has a box full of stories. Ask him about games and surprises.',
              ],
              sv: [
                'Har känt Mads sedan scoutlägret 1998 och har en låda full av historier. Fråga honom om lekar och överraskningar.',
              ],
            }),
          },
        ],
      },
      {
        id: 'speech',
        siteModuleType: 'Speech2',
        title: { da: 'Hold en tale', en: 'Give a speech', sv: 'Anmäl tal' },
        menuTitle: { da: 'Taler', en: 'Speeches', sv: 'Tal' },
        text: richTexts({
          da: [
            'Vil du holde tale for brudeparret? Tilmeld dig her, så finder Ida og Frederik et godt sted i aftenens program. En god tale varer *højst fem minutter*.',
          ],
          en: [
            'Would you like to give a speech for the couple? Sign up here, and Ida and Frederik will find a good spot in the evening. A good speech is *five minutes at most*.',
          ],
          sv: [
            'Vill du hålla tal för brudparet? Anmäl dig här, så hittar Ida och Frederik en bra plats i kvällens program. Ett bra tal är *högst fem minuter*.',
          ],
        }),
        customTextFields: [
          { id: 'speech-name', label: { da: 'Dit navn', en: 'Your name', sv: 'Ditt namn' }, mandatory: true },
          {
            id: 'speech-relation',
            label: {
              da: 'Hvordan kender du brudeparret?',
              en: 'How do you know the couple?',
              sv: 'Hur känner du brudparet?',
            },
            mandatory: false,
          },
          {
            id: 'speech-length',
            label: {
              da: 'Cirka hvor lang tid skal du bruge?',
              en: 'Roughly how long will you need?',
              sv: 'Ungefär hur lång tid behöver du?',
            },
            mandatory: false,
          },
        ],
        sendButton: { da: 'Tilmeld tale', en: 'Sign up', sv: 'Anmäl tal' },
        showFormButton: {
          da: 'Jeg vil holde en tale',
          en: 'I would like to speak',
          sv: 'Jag vill hålla tal',
        },
        confirmationTitle: { da: 'Tak!', en: 'Thank you!', sv: 'Tack!' },
        confirmationText: {
          da: 'Tak, fordi du har meldt dig til at holde tale! Ida og Frederik vender tilbage med et tidspunkt.',
          en: 'Thank you for signing up to speak! Ida and Frederik will be in touch with a time.',
          sv: 'Tack för att du anmält dig att tala! Ida och Frederik hör av sig med en tid.',
        },
      },
      {
        id: 'toastmaster-form',
        siteModuleType: 'Form',
        title: { da: 'Til toastmasterne', en: 'To the toastmasters', sv: 'Till toastmastrarna' },
        menuTitle: { da: 'Kontakt', en: 'Contact', sv: 'Kontakt' },
        text: richTexts({
          da: [
            'Har du en sang, en leg eller en overraskelse på bedding? Skriv til Ida og Frederik her – **brudeparret får intet at vide**.',
          ],
          en: [
            'Got a song, a game or a surprise in the works? Write to Ida and Frederik here – **the couple will hear nothing**.',
          ],
          sv: [
            'Har du en sång, en lek eller en överraskning på gång? Skriv till Ida och Frederik här – **brudparet får inte veta något**.',
          ],
        }),
        form: {
          formElements: [
            {
              id: 'contact-name',
              formElementType: 'ShortText',
              label: { da: 'Dit navn', en: 'Your name', sv: 'Ditt namn' },
              required: true,
              showConditions: [],
            },
            {
              id: 'contact-topic',
              formElementType: 'SingleSelect',
              label: { da: 'Hvad drejer det sig om?', en: 'What is it about?', sv: 'Vad gäller det?' },
              required: true,
              showConditions: [],
              options: [
                { id: 'contact-topic-song', text: { da: 'En sang', en: 'A song', sv: 'En sång' } },
                {
                  id: 'contact-topic-surprise',
                  text: {
                    da: 'En leg eller overraskelse',
                    en: 'A game or surprise',
                    sv: 'En lek eller överraskning',
                  },
                },
                {
                  id: 'contact-topic-other',
                  text: { da: 'Noget andet', en: 'Something else', sv: 'Något annat' },
                },
              ],
            },
            {
              id: 'contact-melody',
              formElementType: 'ShortText',
              label: {
                da: 'Hvilken melodi skal sangen synges på?',
                en: 'Which tune is the song sung to?',
                sv: 'Vilken melodi sjungs sången på?',
              },
              required: false,
              showConditions: [
                {
                  type: 'SHOW',
                  formElementId: 'contact-topic',
                  formElementOptionIds: ['contact-topic-song'],
                },
              ],
            },
            {
              id: 'contact-message',
              formElementType: 'ShortText',
              label: { da: 'Fortæl mere', en: 'Tell us more', sv: 'Berätta mer' },
              required: false,
              showConditions: [],
            },
          ],
        },
        sendButton: {
          da: 'Send til toastmasterne',
          en: 'Send to the toastmasters',
          sv: 'Skicka till toastmastrarna',
        },
        showFormButton: {
          da: 'Skriv til toastmasterne',
          en: 'Write to the toastmasters',
          sv: 'Skriv till toastmastrarna',
        },
        confirmationTitle: { da: 'Tak!', en: 'Thank you!', sv: 'Tack!' },
        confirmationText: {
          da: 'Ida og Frederik har fået din besked og vender tilbage. Ikke et ord til brudeparret!',
          en: 'Ida and Frederik have your message and will be in touch. Not a word to the couple!',
          sv: 'Ida och Frederik har fått ditt meddelande och hör av sig. Inte ett ord till brudparet!',
        },
      },
      {
        id: 'gifts',
        siteModuleType: 'GiftRegistry',
        title: { da: 'Ønskeliste', en: 'Wish list', sv: 'Önskelista' },
        menuTitle: { da: 'Ønskeliste', en: 'Wish list', sv: 'Önskelista' },
        ...DEMO_GIFT_REGISTRY_TEXTS,
        giftRegistry: [
          {
            id: 'gift-honeymoon',
            title: {
              da: 'Bidrag til bryllupsrejsen',
              en: 'Towards our honeymoon',
              sv: 'Bidrag till bröllopsresan',
            },
            description: {
              da: 'Vi drømmer om at vandre på Azorerne. Hvert bidrag bringer os et skridt nærmere – læg et kort i kassen på gavebordet.',
              en: 'We dream of hiking in the Azores. Every contribution brings us a step closer – leave a card in the box on the gift table.',
              sv: 'Vi drömmer om att vandra på Azorerna. Varje bidrag tar oss ett steg närmare – lägg ett kort i lådan på presentbordet.',
            },
            image: demoImage('gift-globe'),
            link: 'https://www.visitazores.com',
            quantity: null,
            reservable: false,
          },
          {
            id: 'gift-plates',
            title: {
              da: 'Musselmalet Riflet tallerkener',
              en: 'Blue Fluted plates',
              sv: 'Musselmalet-tallrikar',
            },
            description: {
              da: 'Flade tallerkener fra Royal Copenhagen, så vi kan dække op til hele familien. Vi ønsker os tolv.',
              en: 'Dinner plates from Royal Copenhagen, so we can set the table for the whole family. We are wishing for twelve.',
              sv: 'Flata tallrikar från Royal Copenhagen, så att vi kan duka för hela familjen. Vi önskar oss tolv.',
            },
            image: demoImage('gift-plates'),
            link: null,
            quantity: 12,
            reservable: true,
          },
          {
            id: 'gift-espresso',
            title: { da: 'Espressomaskine', en: 'Espresso machine', sv: 'Espressomaskin' },
            description: {
              da: 'Til weekendmorgener med god kaffe og lange samtaler.',
              en: 'For weekend mornings with good coffee and long conversations.',
              sv: 'För helgmorgnar med gott kaffe och långa samtal.',
            },
            image: demoImage('gift-coffee-machine'),
            link: null,
            quantity: 1,
            reservable: true,
          },
          {
            id: 'gift-bicycle',
            title: { da: 'En ny cykel til Sofie', en: 'A new bike for Sofie', sv: 'En ny cykel till Sofie' },
            description: {
              da: 'Sofies gamle cykel er fra gymnasiet. Gerne en grøn med kurv og tre gear.',
              en: "Sofie's old bike dates from secondary school. Ideally a green one with a basket and three gears.",
              sv: 'Sofies gamla cykel är från gymnasiet. Gärna en grön med korg och tre växlar.',
            },
            image: demoImage('gift-bicycle'),
            link: null,
            quantity: 1,
            reservable: true,
          },
        ],
      },
      {
        id: 'video',
        siteModuleType: 'Video',
        title: { da: 'Vores film', en: 'Our film', sv: 'Vår film' },
        menuTitle: { da: 'Film', en: 'Film', sv: 'Film' },
        video: { contentDataType: 'Video', type: 'YouTube', videoUrl: DEMO_VIDEO_URL, autoStart: false },
      },
      {
        id: 'gallery',
        siteModuleType: 'ImageGallery',
        title: { da: 'Billeder', en: 'Photos', sv: 'Bilder' },
        menuTitle: { da: 'Billeder', en: 'Photos', sv: 'Bilder' },
        text: richTexts({
          da: [
            'Et par billeder fra stedet og forberedelserne. Efter brylluppet deler vi vores favoritter her.',
          ],
          en: [
            'A few pictures of the venue and the preparations. After the wedding we will share our favourites here.',
          ],
          sv: ['Några bilder från platsen och förberedelserna. Efter bröllopet delar vi våra favoriter här.'],
        }),
        items: galleryItems(),
      },
    ],
  };
}

/** Each market's demo is its own story, set somewhere local. */
const WEDDING_CONTENT: Record<Market, (date: DemoDate) => DemoContent> = {
  se: swedishWedding,
  dk: danishWedding,
};
