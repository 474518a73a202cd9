import type { Market } from '../constants/platform';
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
import { partyDemoSchedule } from './demo-schedules';
import { demoImage, demoMapImage } from './demo-images';

/*
 * The party brand's demo: a 40th birthday. In Sweden Anna throws a garden party on Grinda in the Stockholm
 * archipelago; in Denmark Mette celebrates at Hindsgavl Slot by Lillebælt on Funen.
 */

/** Sea, sunset and a festive accent; theme10 with moving dots for the party mood. */
const PARTY_DEMO_DESIGN: Record<Market, DemoDesign> = {
  se: {
    theme: 'theme10',
    fonts: { heading: 'Playfair Display', text: 'Nunito' },
    colorScheme: {
      primary: hsl(8, 68, 48),
      background: hsl(36, 60, 97),
      surface: hsl(199, 48, 92),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(214, 38, 20),
      onSurface: hsl(214, 38, 20),
    },
    siteGraphic: 'movingDots',
    eventLogo: null,
  },
  dk: {
    theme: 'theme10',
    fonts: { heading: 'Playfair Display', text: 'Nunito' },
    colorScheme: {
      primary: hsl(340, 62, 45),
      background: hsl(40, 50, 97),
      surface: hsl(150, 30, 91),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(220, 30, 18),
      onSurface: hsl(220, 30, 18),
    },
    siteGraphic: 'movingDots',
    eventLogo: null,
  },
};

/** The party's pictures in the gallery, the same in both markets. */
const GALLERY_IMAGES = [
  'archipelago-sunset',
  'summer-meadow',
  'dinner-table',
  'champagne-toast',
  'dance-floor',
  'birch-forest',
] as const;

function galleryItems() {
  return GALLERY_IMAGES.map((name) => ({ id: `gallery-${name}`, image: demoImage(name) }));
}

/** The birthday's demo in a market, dated by `date`. */
export function partyDemoContent(market: Market, date: DemoDate): DemoContent {
  return PARTY_CONTENT[market](date);
}

function swedishParty(date: DemoDate): DemoContent {
  return {
    design: PARTY_DEMO_DESIGN.se,
    giftRegistryReservations: [{ giftRegistryId: 'gift-plates', quantityReserved: 2 }],
    formRecipients: [
      { formId: 'rsvp', recipients: ['anna@example.com'] },
      { formId: 'toastmaster-form', recipients: ['anna@example.com'] },
    ],
    modules: [
      {
        id: 'header',
        siteModuleType: 'Header',
        title: { sv: 'Annas 40-årsfest', en: "Anna's 40th birthday party", da: 'Annas 40-års fødselsdag' },
        menuTitle: { sv: 'Hem', en: 'Home', da: 'Forside' },
        secondLine: {
          sv: `${date.long.sv} · Grinda i Stockholms skärgård`,
          en: `${date.long.en} · Grinda in the Stockholm archipelago`,
          da: `${date.long.da} · Grinda i Stockholms skærgård`,
        },
        image: demoImage('archipelago-sunset'),
        userSelectedImageSize: 'LARGE',
      },
      {
        id: 'countdown',
        siteModuleType: 'Countdown',
        title: { sv: 'Snart är det fest!', en: "It's almost party time!", da: 'Snart er der fest!' },
        menuTitle: { sv: 'Nedräkning', en: 'Countdown', da: 'Nedtælling' },
        countdownDate: date.countdownDate,
      },
      {
        id: 'welcome',
        siteModuleType: 'Text',
        title: {
          sv: 'Välkommen på min 40-årsfest',
          en: 'Welcome to my 40th birthday',
          da: 'Velkommen til min 40-års fødselsdag',
        },
        menuTitle: { sv: 'Välkommen', en: 'Welcome', da: 'Velkommen' },
        text: richTexts({
          sv: [
            'Fyrtio år – det måste firas! Jag vill fira med människorna som betyder mest för mig, och det är **du**. Följ med ut i skärgården för en lång dag och en ännu längre kväll på Grinda, med god mat, skålar, tal och dans i trädgården vid Grinda Wärdshus.',
            '### Vad händer?',
            'Vi åker ut tillsammans med en egen båt från Strömkajen, skålar på bryggan och äter middag i trädgården. Sedan dansar vi så länge benen bär. Ta med en varm tröja till kvällen, och *badkläder om du vågar ta ett dopp*.',
            'Inga presenter behövs – att du kommer är det bästa jag kan få. Vill du ändå ge något finns en liten __önskelista__ längre ner på sidan.',
            'Svara gärna senast en månad före festen. Undrar du något? Mejla mig på [anna@example.com](mailto:anna@example.com).',
            'Kram!\nAnna',
          ],
          en: [
            'Forty years – that calls for a celebration! I want to celebrate with the people who mean the most to me, and that means **you**. Come out to the archipelago for a long day and an even longer evening on Grinda, with good food, toasts, speeches and dancing in the garden of Grinda Wärdshus.',
            "### What's happening?",
            "We'll head out together on our own boat from Strömkajen, raise a glass on the jetty and have dinner in the garden. Then we'll dance for as long as our legs will carry us. Bring a warm jumper for the evening, and *swimwear if you dare to take a dip*.",
            'No presents needed – having you there is the best gift I could get. If you would still like to give something, there is a small __wish list__ further down the page.',
            'Please reply at least a month before the party. Any questions? Email me at [anna@example.com](mailto:anna@example.com).',
            'Love,\nAnna',
          ],
          da: [
            'Fyrre år – det skal fejres! Jeg vil fejre dagen med de mennesker, der betyder mest for mig, og det er **dig**. Tag med ud i skærgården til en lang dag og en endnu længere aften på Grinda med god mad, skåltaler og dans i haven ved Grinda Wärdshus.',
            '### Hvad skal der ske?',
            'Vi sejler ud sammen i vores egen båd fra Strömkajen, skåler på bryggen og spiser middag i haven. Bagefter danser vi, så længe benene kan bære. Tag en varm trøje med til aftenen – og *badetøj, hvis du tør tage en dukkert*.',
            'Gaver er ikke nødvendige – at du kommer, er den bedste gave. Vil du alligevel give noget, er der en lille __ønskeliste__ længere nede på siden.',
            'Svar gerne senest en måned før festen. Har du spørgsmål? Skriv til mig på [anna@example.com](mailto:anna@example.com).',
            'Kærlig hilsen\nAnna',
          ],
        }),
      },
      {
        id: 'programme',
        siteModuleType: 'ImageAndText',
        title: { sv: 'Program', en: 'Programme', da: 'Program' },
        menuTitle: { sv: 'Program', en: 'Programme', da: 'Program' },
        secondTitle: {
          sv: 'Från båt till dansgolv',
          en: 'From boat to dance floor',
          da: 'Fra båd til dansegulv',
        },
        image: demoImage('champagne-toast'),
        text: richTexts({
          sv: [
            '**13.15** Vår båt lämnar Strömkajen – kom gärna en kvart innan.\n**15.00** Välkomstdrink på bryggan vid Grinda Wärdshus.\n**16.00** Mingel och kubb i trädgården.\n**18.00** Middag under ljusslingorna, med tal mellan rätterna.\n**21.00** Tårta och kaffe.\n**22.00** Dansgolvet öppnar.\n**01.00** Båten går tillbaka till stan.',
            '*Tiderna kan flytta sig lite – det är trots allt en fest.*',
          ],
          en: [
            '**13:15** Our boat leaves Strömkajen – please be there fifteen minutes early.\n**15:00** Welcome drinks on the jetty at Grinda Wärdshus.\n**16:00** Mingling and lawn games in the garden.\n**18:00** Dinner under the string lights, with speeches between courses.\n**21:00** Cake and coffee.\n**22:00** The dance floor opens.\n**01:00** The boat heads back to town.',
            '*Times may shift a little – it is a party, after all.*',
          ],
          da: [
            '**13.15** Vores båd sejler fra Strömkajen – kom gerne et kvarter før.\n**15.00** Velkomstdrink på bryggen ved Grinda Wärdshus.\n**16.00** Hygge og havespil i haven.\n**18.00** Middag under lyskæderne med taler mellem retterne.\n**21.00** Kage og kaffe.\n**22.00** Dansegulvet åbner.\n**01.00** Båden sejler tilbage til byen.',
            '*Tiderne kan rykke sig lidt – det er trods alt en fest.*',
          ],
        }),
      },
      partyDemoSchedule('se', date),
      {
        id: 'location',
        siteModuleType: 'Location',
        title: { sv: 'Hitta hit', en: 'Getting there', da: 'Find vej' },
        menuTitle: { sv: 'Hitta hit', en: 'Getting there', da: 'Find vej' },
        secondTitle: {
          sv: 'Grinda Wärdshus, Grinda',
          en: 'Grinda Wärdshus, Grinda',
          da: 'Grinda Wärdshus, Grinda',
        },
        image: demoImage('summer-meadow'),
        text: richTexts({
          sv: [
            '### Med festbåten',
            'Vi har hyrt en egen båt som går från **Strömkajen**, mittemot Grand Hôtel, kl. 13.15 och lägger till vid Grinda brygga strax före tre. Samma båt tar oss hem och lämnar Grinda kl. 01.00. Resan bjuder jag på.',
            '### Med bil eller egen båt',
            'Kör till Sollenkroka brygga på Värmdö, knappt en timme från Stockholm, och ta pendelbåten över till Grinda. Vid bryggan finns avgiftsbelagd parkering. Kommer du med egen båt finns gästplatser i Grinda gästhamn.',
            '### Övernattning',
            'Grinda Wärdshus har hotellrum, och stugorna och vandrarhemmet ligger en kort promenad bort. Säg att du ska på Annas fest när du bokar.',
          ],
          en: [
            '### By the party boat',
            'We have chartered our own boat. It leaves **Strömkajen**, opposite the Grand Hôtel, at 13:15 and docks at Grinda jetty just before three. The same boat takes us home, leaving Grinda at 01:00. The trip is on me.',
            '### By car or your own boat',
            'Drive to Sollenkroka jetty on Värmdö, just under an hour from Stockholm, and take the commuter boat over to Grinda. There is paid parking by the jetty. If you come by your own boat, there are guest moorings in Grinda guest harbour.',
            '### Staying the night',
            "Grinda Wärdshus has hotel rooms, and the cabins and the hostel are a short walk away. Mention Anna's party when you book.",
          ],
          da: [
            '### Med festbåden',
            'Vi har lejet vores egen båd, som sejler fra **Strömkajen** over for Grand Hôtel kl. 13.15 og lægger til ved Grinda brygge lidt før tre. Samme båd sejler os hjem og forlader Grinda kl. 01.00. Turen er betalt.',
            '### I bil eller egen båd',
            'Kør til Sollenkroka brygge på Värmdö, knap en time fra Stockholm, og tag pendulbåden over til Grinda. Der er betalingsparkering ved bryggen. Kommer du i egen båd, er der gæstepladser i Grinda gæstehavn.',
            '### Overnatning',
            'Grinda Wärdshus har hotelværelser, og hytterne og vandrerhjemmet ligger en kort gåtur væk. Sig, at du skal til Annas fest, når du booker.',
          ],
        }),
        map: {
          contentDataType: 'Map',
          location: 'Grinda Wärdshus, Grinda, Värmdö',
          zoom: 12,
          mapTheme: 'NORMAL',
          markerColor: 'ea4335',
          map: demoMapImage('map-party'),
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
            title: { sv: 'Klädsel', en: 'Dress code', da: 'Påklædning' },
            image: demoImage('dinner-table'),
            text: richTexts({
              sv: [
                '**Trädgårdsfint** – något du känner dig fin i och kan dansa i. Gräsmattan och bryggan är inget för stilettklackar, så välj hellre platta skor eller kilklack.',
              ],
              en: [
                '**Garden party smart** – something you feel good in and can dance in. The lawn and the jetty are no place for stilettos, so go for flats or wedges.',
              ],
              da: [
                '**Havefest-pænt** – noget, du føler dig fin i og kan danse i. Plænen og bryggen er ikke stedet for stiletter, så vælg hellere flade sko eller kilehæle.',
              ],
            }),
          },
          {
            id: 'know-children',
            title: { sv: 'Barn', en: 'Children', da: 'Børn' },
            image: demoImage('birch-forest'),
            text: richTexts({
              sv: [
                'Den här kvällen är för vuxna. Vi hoppas att ni kan ordna barnvakt och unna er en natt ute i skärgården. Ammande bebisar är förstås välkomna.',
              ],
              en: [
                'This evening is for grown-ups. We hope you can find a babysitter and treat yourselves to a night out in the archipelago. Babies in arms are of course welcome.',
              ],
              da: [
                'Denne aften er for voksne. Vi håber, I kan finde en babysitter og forkæle jer selv med en nat ude i skærgården. Ammebørn er selvfølgelig velkomne.',
              ],
            }),
          },
          {
            id: 'know-speeches',
            title: { sv: 'Tal och uppträdanden', en: 'Speeches and performances', da: 'Taler og indslag' },
            image: demoImage('dance-floor'),
            text: richTexts({
              sv: [
                'Vill du hålla tal eller hitta på något? Anmäl det längre ner eller skriv till toastmastrarna Sara och Erik, **senast två veckor före festen**.',
              ],
              en: [
                'Would you like to give a speech or put on a performance? Sign up further down or write to the toastmasters Sara and Erik, **at least two weeks before the party**.',
              ],
              da: [
                'Vil du holde en tale eller lave et indslag? Tilmeld dig længere nede, eller skriv til toastmasterne Sara og Erik **senest to uger før festen**.',
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
            'Svara senast **en månad före festen**, så att köket vet hur många vi blir. Anmäl gärna hela sällskapet på en gång.',
          ],
          en: [
            'Please reply **at least a month before the party**, so the kitchen knows how many we will be. Feel free to reply for your whole party at once.',
          ],
          da: [
            'Svar senest **en måned før festen**, så køkkenet ved, hvor mange vi bliver. I må gerne tilmelde hele selskabet på én gang.',
          ],
        }),
        form: demoRsvpForm({
          sv: 'Vilken låt får dig ut på dansgolvet?',
          en: 'Which song gets you on the dance floor?',
          da: 'Hvilken sang får dig ud på dansegulvet?',
        }),
        maxNumberOfGuests: 5,
        ...DEMO_RSVP_TEXTS,
        confirmationText: {
          sv: 'Ditt svar har kommit fram. Tack för att du tog dig tid – kram, Anna.',
          en: 'Your reply has arrived. Thank you for taking the time – love, Anna.',
          da: 'Dit svar er kommet frem. Tak, fordi du tog dig tid – kærlig hilsen Anna.',
        },
      },
      {
        id: 'people',
        siteModuleType: 'PeopleList',
        title: { sv: 'Värdar och toastmastrar', en: 'Hosts and toastmasters', da: 'Værter og toastmastere' },
        menuTitle: { sv: 'Vi som fixar', en: "Who's who", da: 'Hvem er hvem' },
        items: [
          {
            id: 'person-anna',
            image: demoImage('person-1'),
            name: { sv: 'Anna', en: 'Anna', da: 'Anna' },
            title: { sv: 'Födelsedagsbarnet', en: 'The birthday girl', da: 'Fødselaren' },
            text: richTexts({
              sv: [
                'Fyller 40 och tänker inte låtsas något annat. Älskar skärgården, långa middagar och att vara sist kvar på dansgolvet.',
              ],
              en: [
                'Turning 40 and not pretending otherwise. Loves the archipelago, long dinners and being the last one on the dance floor.',
              ],
              da: [
                'Fylder 40 og lader ikke som om andet. Elsker skærgården, lange middage og at være den sidste på dansegulvet.',
              ],
            }),
          },
          {
            id: 'person-jonas',
            image: demoImage('person-2'),
            name: { sv: 'Jonas', en: 'Jonas', da: 'Jonas' },
            title: { sv: 'Annas sambo', en: "Anna's partner", da: 'Annas samlever' },
            text: richTexts({
              sv: [
                'Ansvarar för grillen, spellistan och att båten går i tid. Fråga honom om allt som har med resor och boende att göra.',
              ],
              en: [
                'In charge of the barbecue, the playlist and making sure the boat leaves on time. Ask him anything about travel and accommodation.',
              ],
              da: [
                'Står for grillen, playlisten og for, at båden sejler til tiden. Spørg ham om alt, der har med rejse og overnatning at gøre.',
              ],
            }),
          },
          {
            id: 'person-sara',
            image: demoImage('person-3'),
            name: { sv: 'Sara', en: 'Sara', da: 'Sara' },
            title: { sv: 'Toastmaster', en: 'Toastmaster', da: 'Toastmaster' },
            text: richTexts({
              sv: [
                'Annas bästa vän sedan gymnasiet. Håller ordning på talen och har lovat att ingen får prata i mer än fem minuter.',
              ],
              en: [
                "Anna's best friend since secondary school. Keeps the speeches in order and has promised that no one gets to talk for more than five minutes.",
              ],
              da: [
                'Annas bedste veninde siden gymnasiet. Holder styr på talerne og har lovet, at ingen får lov at tale i mere end fem minutter.',
              ],
            }),
          },
          {
            id: 'person-erik',
            image: demoImage('person-4'),
            name: { sv: 'Erik', en: 'Erik', da: 'Erik' },
            title: {
              sv: 'Toastmaster och lillebror',
              en: 'Toastmaster and little brother',
              da: 'Toastmaster og lillebror',
            },
            text: richTexts({
              sv: ['Har samlat på pinsamma bilder i fyrtio år och väntat på rätt tillfälle. Det är nu.'],
              en: [
                'Has been collecting embarrassing photos for forty years, waiting for the right moment. This is it.',
              ],
              da: ['Har samlet på pinlige billeder i fyrre år og ventet på det rette øjeblik. Det er nu.'],
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
            'Vill du säga några ord till Anna? Anmäl ditt tal här, så hittar Sara och Erik en bra plats för det under middagen. Håll det gärna *under fem minuter*.',
          ],
          en: [
            'Would you like to say a few words to Anna? Sign up here, and Sara and Erik will find a good moment for you during dinner. Please keep it *under five minutes*.',
          ],
          da: [
            'Vil du sige et par ord til Anna? Tilmeld din tale her, så finder Sara og Erik et godt tidspunkt til den under middagen. Hold den gerne *under fem minutter*.',
          ],
        }),
        customTextFields: [
          { id: 'speech-name', label: { sv: 'Ditt namn', en: 'Your name', da: 'Dit navn' }, mandatory: true },
          {
            id: 'speech-relation',
            label: { sv: 'Hur känner du Anna?', en: 'How do you know Anna?', da: 'Hvordan kender du Anna?' },
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
          sv: 'Tack för att du anmält dig att tala! Sara och Erik hör av sig med en tid.',
          en: 'Thank you for signing up to speak! Sara and Erik will be in touch with a time.',
          da: 'Tak, fordi du har meldt dig til at holde tale! Sara og Erik vender tilbage med et tidspunkt.',
        },
      },
      {
        id: 'toastmaster-form',
        siteModuleType: 'Form',
        title: { sv: 'Till toastmastrarna', en: 'To the toastmasters', da: 'Til toastmasterne' },
        menuTitle: { sv: 'Kontakt', en: 'Contact', da: 'Kontakt' },
        text: richTexts({
          sv: [
            'Planerar du en sång, en överraskning eller något annat? Berätta för Sara och Erik här – **Anna ser ingenting**.',
          ],
          en: [
            'Planning a song, a surprise or something else? Tell Sara and Erik here – **Anna sees nothing**.',
          ],
          da: [
            'Planlægger du en sang, en overraskelse eller noget helt tredje? Fortæl Sara og Erik om det her – **Anna ser intet**.',
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
                {
                  id: 'contact-topic-song',
                  text: {
                    sv: 'En sång eller ett spex',
                    en: 'A song or a sketch',
                    da: 'En sang eller et indslag',
                  },
                },
                {
                  id: 'contact-topic-surprise',
                  text: { sv: 'En överraskning', en: 'A surprise', da: 'En overraskelse' },
                },
                {
                  id: 'contact-topic-other',
                  text: { sv: 'Något annat', en: 'Something else', da: 'Noget andet' },
                },
              ],
            },
            {
              id: 'contact-equipment',
              formElementType: 'ShortText',
              label: {
                sv: 'Behöver du mikrofon, högtalare eller piano?',
                en: 'Will you need a microphone, speakers or a piano?',
                da: 'Skal du bruge mikrofon, højttalere eller klaver?',
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
          sv: 'Sara och Erik har fått ditt meddelande och hör av sig. Tyst som en mus nu!',
          en: 'Sara and Erik have your message and will be in touch. Not a word to Anna!',
          da: 'Sara og Erik har fået din besked og vender tilbage. Tys – ikke et ord til Anna!',
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
            id: 'gift-lisbon',
            title: {
              sv: 'Bidrag till en långhelg i Lissabon',
              en: 'Towards a long weekend in Lisbon',
              da: 'Et bidrag til en forlænget weekend i Lissabon',
            },
            description: {
              sv: 'Jag har drömt om Lissabon i flera år. Vill du bidra kan du lägga ett kuvert i korgen på presentbordet.',
              en: 'I have dreamt of Lisbon for years. If you would like to chip in, leave an envelope in the basket on the gift table.',
              da: 'Jeg har drømt om Lissabon i flere år. Vil du give et bidrag, kan du lægge en kuvert i kurven på gavebordet.',
            },
            image: demoImage('gift-globe'),
            link: 'https://www.visitlisboa.com',
            quantity: null,
            reservable: false,
          },
          {
            id: 'gift-espresso',
            title: { sv: 'Espressomaskin', en: 'Espresso machine', da: 'Espressomaskine' },
            description: {
              sv: 'En riktig espressomaskin med ångrör, så att helgfrukostarna blir lite lyxigare.',
              en: 'A proper espresso machine with a steam wand, to make weekend breakfasts a little more luxurious.',
              da: 'En rigtig espressomaskine med mælkeskummer, så weekendmorgenmaden bliver lidt mere luksuriøs.',
            },
            image: demoImage('gift-coffee-machine'),
            link: null,
            quantity: 1,
            reservable: true,
          },
          {
            id: 'gift-plates',
            title: { sv: 'Djupa tallrikar', en: 'Pasta bowls', da: 'Dybe tallerkener' },
            description: {
              sv: 'Blåvita, gärna Ostindia från Rörstrand så att de passar till dem jag redan har. Sex stycken blir perfekt.',
              en: "Blue and white, ideally Rörstrand's Ostindia to match the ones I already have. Six would be perfect.",
              da: 'Blå og hvide, gerne Ostindia fra Rörstrand, så de passer til dem, jeg allerede har. Seks stykker ville være perfekt.',
            },
            image: demoImage('gift-plates'),
            link: null,
            quantity: 6,
            reservable: true,
          },
          {
            id: 'gift-bicycle',
            title: { sv: 'Cykel med korg', en: 'A bicycle with a basket', da: 'Cykel med kurv' },
            description: {
              sv: 'En klassisk damcykel med tre växlar och en korg för bullar och blommor.',
              en: 'A classic step-through bike with three gears and a basket for buns and flowers.',
              da: 'En klassisk damecykel med tre gear og en kurv til boller og blomster.',
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
        title: { sv: 'Kom i feststämning', en: 'Get in the party mood', da: 'Kom i feststemning' },
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
            'Ett smakprov på Grinda och på hur det brukar se ut när Anna har fest. Efteråt samlar vi allas bilder här – skicka gärna dina till Jonas.',
          ],
          en: [
            "A taste of Grinda and of what it usually looks like when Anna throws a party. Afterwards we'll gather everyone's photos here – please send yours to Jonas.",
          ],
          da: [
            'En smagsprøve på Grinda og på, hvordan det plejer at se ud, når Anna holder fest. Bagefter samler vi alles billeder her – send gerne dine til Jonas.',
          ],
        }),
        items: galleryItems(),
      },
    ],
  };
}

function danishParty(date: DemoDate): DemoContent {
  return {
    design: PARTY_DEMO_DESIGN.dk,
    giftRegistryReservations: [{ giftRegistryId: 'gift-plates', quantityReserved: 3 }],
    formRecipients: [
      { formId: 'rsvp', recipients: ['mette@example.com'] },
      { formId: 'toastmaster-form', recipients: ['mette@example.com'] },
    ],
    modules: [
      {
        id: 'header',
        siteModuleType: 'Header',
        title: { da: 'Mette fylder 40', en: 'Mette turns 40', sv: 'Mette fyller 40' },
        menuTitle: { da: 'Forside', en: 'Home', sv: 'Hem' },
        secondLine: {
          da: `${date.long.da} · Hindsgavl Slot ved Middelfart`,
          en: `${date.long.en} · Hindsgavl Castle near Middelfart`,
          sv: `${date.long.sv} · Hindsgavl slott vid Middelfart`,
        },
        image: demoImage('summer-meadow'),
        userSelectedImageSize: 'LARGE',
      },
      {
        id: 'countdown',
        siteModuleType: 'Countdown',
        title: { da: 'Nu varer det ikke længe', en: 'Not long to go now', sv: 'Nu är det inte långt kvar' },
        menuTitle: { da: 'Nedtælling', en: 'Countdown', sv: 'Nedräkning' },
        countdownDate: date.countdownDate,
      },
      {
        id: 'welcome',
        siteModuleType: 'Text',
        title: { da: 'Kom og fejr mig!', en: 'Come and celebrate with me!', sv: 'Kom och fira med mig!' },
        menuTitle: { da: 'Velkommen', en: 'Welcome', sv: 'Välkommen' },
        text: richTexts({
          da: [
            'Jeg fylder 40, og det skal fejres med **jer**, som jeg holder allermest af. Vi samles på Hindsgavl Slot på Fyn med udsigt over Lillebælt til en eftermiddag i slotsparken, en lang middag med taler og sang og en fest, der varer til langt ud på natten.',
            '### Praktisk',
            'Der er bus fra Middelfart Station, gratis parkering ved slottet, og I kan overnatte på slottet til en god pris. Læs mere under *Find vej*.',
            'Gaver er ingen nødvendighed – jeres selskab er nok. Har I alligevel lyst, ligger der en lille __ønskeliste__ længere nede.',
            'Svar senest seks uger før festen. Spørgsmål kan sendes til [mette@example.com](mailto:mette@example.com).',
            'Kærlig hilsen\nMette',
          ],
          en: [
            "I'm turning 40, and I want to celebrate with **you**, the people I love most. We'll gather at Hindsgavl Castle on Funen, overlooking the Little Belt, for an afternoon in the castle park, a long dinner with speeches and songs, and a party that goes on well into the night.",
            '### Practical details',
            'There is a bus from Middelfart Station, free parking at the castle, and you can stay the night at the castle at a good price. Read more under *Getting there*.',
            'Presents are not necessary – your company is plenty. If you would still like to give something, there is a small __wish list__ further down.',
            'Please reply at least six weeks before the party. Questions can be sent to [mette@example.com](mailto:mette@example.com).',
            'Love,\nMette',
          ],
          sv: [
            'Jag fyller 40, och det vill jag fira med **er** som jag tycker allra mest om. Vi samlas på Hindsgavl slott på Fyn med utsikt över Lilla Bält för en eftermiddag i slottsparken, en lång middag med tal och sång och en fest som håller på långt in på natten.',
            '### Praktiskt',
            'Det går buss från Middelfarts station, det finns gratis parkering vid slottet och ni kan övernatta på slottet till ett bra pris. Läs mer under *Hitta hit*.',
            'Presenter behövs inte – ert sällskap räcker gott. Vill ni ändå ge något finns en liten __önskelista__ längre ner.',
            'Svara senast sex veckor före festen. Frågor kan skickas till [mette@example.com](mailto:mette@example.com).',
            'Kram!\nMette',
          ],
        }),
      },
      {
        id: 'programme',
        siteModuleType: 'ImageAndText',
        title: { da: 'Program', en: 'Programme', sv: 'Program' },
        menuTitle: { da: 'Program', en: 'Programme', sv: 'Program' },
        secondTitle: {
          da: 'Fra velkomstdrink til natmad',
          en: 'From welcome drinks to midnight snack',
          sv: 'Från välkomstdrink till nattmacka',
        },
        image: demoImage('dinner-table'),
        text: richTexts({
          da: [
            '**14.30** Bussen kører fra Middelfart Station.\n**15.00** Velkomstdrink på terrassen med udsigt over Lillebælt.\n**16.00** Kaffe, kage og havespil i slotsparken.\n**18.30** Middag i den store sal med taler og sange undervejs.\n**22.00** Dansegulvet åbner.\n**00.30** Natmad.\n**02.00** Sidste bus til Middelfart Station.',
            '*Medbring gerne gode sko – parken er stor, og dansegulvet er langt.*',
          ],
          en: [
            '**14:30** The bus leaves Middelfart Station.\n**15:00** Welcome drinks on the terrace overlooking the Little Belt.\n**16:00** Coffee, cake and lawn games in the castle park.\n**18:30** Dinner in the great hall, with speeches and songs along the way.\n**22:00** The dance floor opens.\n**00:30** Midnight snack.\n**02:00** Last bus to Middelfart Station.',
            '*Bring comfortable shoes – the park is big and the night is long.*',
          ],
          sv: [
            '**14.30** Bussen går från Middelfarts station.\n**15.00** Välkomstdrink på terrassen med utsikt över Lilla Bält.\n**16.00** Kaffe, kaka och trädgårdsspel i slottsparken.\n**18.30** Middag i stora salen med tal och sånger under kvällen.\n**22.00** Dansgolvet öppnar.\n**00.30** Nattmacka.\n**02.00** Sista bussen till Middelfarts station.',
            '*Ta gärna med bekväma skor – parken är stor och natten är lång.*',
          ],
        }),
      },
      partyDemoSchedule('dk', date),
      {
        id: 'location',
        siteModuleType: 'Location',
        title: { da: 'Find vej', en: 'Getting there', sv: 'Hitta hit' },
        menuTitle: { da: 'Find vej', en: 'Getting there', sv: 'Hitta hit' },
        secondTitle: {
          da: 'Hindsgavl Slot, Middelfart',
          en: 'Hindsgavl Castle, Middelfart',
          sv: 'Hindsgavl slott, Middelfart',
        },
        image: demoImage('manor-house'),
        text: richTexts({
          da: [
            '### Med tog og bus',
            'Tag toget til **Middelfart Station**. Vi har bestilt en bus, der holder foran stationen kl. 14.30 og kører jer direkte til slottet. Bussen kører tilbage kl. 23.30 og kl. 02.00.',
            '### I bil',
            'Slottet ligger lige vest for Middelfart, et par minutter fra motorvejen. Der er gratis parkering ved hovedbygningen.',
            '### Overnatning',
            'Vi har reserveret værelser på slottet til en god pris. Book direkte hos Hindsgavl og oplys *Mette 40* senest to måneder før festen. Der er morgenmad til alle, der bliver.',
          ],
          en: [
            '### By train and bus',
            'Take the train to **Middelfart Station**. We have booked a bus that waits outside the station at 14:30 and takes you straight to the castle. It goes back at 23:30 and at 02:00.',
            '### By car',
            'The castle is just west of Middelfart, a few minutes from the motorway. There is free parking by the main building.',
            '### Staying the night',
            'We have reserved rooms at the castle at a good rate. Book directly with Hindsgavl, quoting *Mette 40*, at least two months before the party. There is breakfast for everyone who stays.',
          ],
          sv: [
            '### Med tåg och buss',
            'Ta tåget till **Middelfarts station**. Vi har beställt en buss som står utanför stationen kl. 14.30 och kör er direkt till slottet. Bussen går tillbaka kl. 23.30 och kl. 02.00.',
            '### Med bil',
            'Slottet ligger strax väster om Middelfart, ett par minuter från motorvägen. Det finns gratis parkering vid huvudbyggnaden.',
            '### Övernattning',
            'Vi har reserverat rum på slottet till ett bra pris. Boka direkt hos Hindsgavl och uppge *Mette 40* senast två månader före festen. Det blir frukost för alla som stannar.',
          ],
        }),
        map: {
          contentDataType: 'Map',
          location: 'Hindsgavl Slot, Middelfart',
          zoom: 12,
          mapTheme: 'NORMAL',
          markerColor: 'ea4335',
          map: demoMapImage('map-party-dk'),
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
            title: { da: 'Påklædning', en: 'Dress code', sv: 'Klädsel' },
            image: demoImage('champagne-toast'),
            text: richTexts({
              da: [
                '**Festlig** – tag det pæne tøj på, som du også kan danse i. En jakke eller et sjal er rart, når vi sidder på terrassen.',
              ],
              en: [
                '**Festive** – wear something smart that you can also dance in. A jacket or a shawl is nice when we sit out on the terrace.',
              ],
              sv: [
                '**Festklätt** – ta på dig något fint som du också kan dansa i. En kavaj eller en sjal är skönt när vi sitter på terrassen.',
              ],
            }),
          },
          {
            id: 'know-children',
            title: { da: 'Børn', en: 'Children', sv: 'Barn' },
            image: demoImage('summer-meadow'),
            text: richTexts({
              da: ['Børn er velkomne til eftermiddagen i parken. Fra middagen og frem er festen for voksne.'],
              en: [
                'Children are welcome for the afternoon in the park. From dinner onwards the party is for grown-ups.',
              ],
              sv: [
                'Barn är välkomna på eftermiddagen i parken. Från middagen och framåt är festen för vuxna.',
              ],
            }),
          },
          {
            id: 'know-songs',
            title: { da: 'Sange og taler', en: 'Songs and speeches', sv: 'Sånger och tal' },
            image: demoImage('dance-floor'),
            text: richTexts({
              da: [
                'Skriver du en sang, så send teksten til toastmasterne Camilla og Thomas **senest to uger før**, så bliver den trykt til alle borde.',
              ],
              en: [
                'If you are writing a song, send the lyrics to the toastmasters Camilla and Thomas **at least two weeks before**, and they will be printed for every table.',
              ],
              sv: [
                'Skriver du en sång, skicka texten till toastmastrarna Camilla och Thomas **senast två veckor innan**, så trycks den upp till alla bord.',
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
          da: ['Giv besked **senest seks uger før festen**. I kan tilmelde hele familien på én gang.'],
          en: [
            'Please reply **at least six weeks before the party**. You can reply for the whole family at once.',
          ],
          sv: ['Svara **senast sex veckor före festen**. Ni kan anmäla hela familjen på en gång.'],
        }),
        form: demoRsvpForm({
          sv: 'Vilken låt får dig ut på dansgolvet?',
          en: 'Which song gets you on the dance floor?',
          da: 'Hvilken sang får dig ud på dansegulvet?',
        }),
        maxNumberOfGuests: 5,
        ...DEMO_RSVP_TEXTS,
        confirmationText: {
          da: 'Tak for dit svar – jeg glæder mig til at fejre dagen med dig! Mette',
          en: 'Thank you for replying – I look forward to celebrating with you! Mette',
          sv: 'Tack för ditt svar – jag ser fram emot att fira med dig! Mette',
        },
      },
      {
        id: 'people',
        siteModuleType: 'PeopleList',
        title: { da: 'Værter og toastmastere', en: 'Hosts and toastmasters', sv: 'Värdar och toastmastrar' },
        menuTitle: { da: 'Hvem er hvem', en: "Who's who", sv: 'Vi som fixar' },
        items: [
          {
            id: 'person-mette',
            image: demoImage('person-1'),
            name: { da: 'Mette', en: 'Mette', sv: 'Mette' },
            title: { da: 'Fødselaren', en: 'The birthday girl', sv: 'Födelsedagsbarnet' },
            text: richTexts({
              da: [
                'Fylder rundt og har ønsket sig én ting: at alle hun holder af, er samlet samme sted. Synger gerne med, især når hun ikke kan teksten.',
              ],
              en: [
                "Hitting a milestone and wishing for just one thing: everyone she loves in one place. Happy to sing along, especially when she doesn't know the words.",
              ],
              sv: [
                'Fyller jämnt och har önskat sig en enda sak: att alla hon tycker om är samlade på samma ställe. Sjunger gärna med, särskilt när hon inte kan texten.',
              ],
            }),
          },
          {
            id: 'person-jesper',
            image: demoImage('person-2'),
            name: { da: 'Jesper', en: 'Jesper', sv: 'Jesper' },
            title: { da: 'Mettes mand', en: "Mette's husband", sv: 'Mettes man' },
            text: richTexts({
              da: ['Har styr på bussen, værelserne og vinen. Spørg ham om alt det praktiske.'],
              en: ['Has the bus, the rooms and the wine under control. Ask him about anything practical.'],
              sv: ['Har koll på bussen, rummen och vinet. Fråga honom om allt praktiskt.'],
            }),
          },
          {
            id: 'person-camilla',
            image: demoImage('person-3'),
            name: { da: 'Camilla', en: 'Camilla', sv: 'Camilla' },
            title: { da: 'Toastmaster', en: 'Toastmaster', sv: 'Toastmaster' },
            text: richTexts({
              da: [
                'Mettes veninde siden folkeskolen og dagens strenge, men retfærdige toastmaster. Hun holder styr på taler, sange og tiden.',
              ],
              en: [
                "Mette's friend since primary school and the day's strict but fair toastmaster. She keeps track of speeches, songs and time.",
              ],
              sv: [
                'Mettes väninna sedan grundskolan och dagens stränga men rättvisa toastmaster. Hon håller ordning på tal, sånger och tid.',
              ],
            }),
          },
          {
            id: 'person-thomas',
            image: demoImage('person-4'),
            name: { da: 'Thomas', en: 'Thomas', sv: 'Thomas' },
            title: {
              da: 'Toastmaster og lillebror',
              en: 'Toastmaster and little brother',
              sv: 'Toastmaster och lillebror',
            },
            text: richTexts({
              da: ['Har lovet at holde sig fra de værste barndomshistorier. Vi tror ikke helt på ham.'],
              en: ["Has promised to steer clear of the worst childhood stories. We don't quite believe him."],
              sv: [
                'Har lovat att hålla sig borta från de värsta barndomshistorierna. Vi tror honom inte riktigt.',
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
            'Vil du holde en tale for Mette? Meld dig her, så finder Camilla og Thomas plads til den i løbet af middagen. Hold den gerne *under fem minutter*.',
          ],
          en: [
            'Would you like to give a speech for Mette? Sign up here, and Camilla and Thomas will find a slot for it during dinner. Please keep it *under five minutes*.',
          ],
          sv: [
            'Vill du hålla tal för Mette? Anmäl dig här, så hittar Camilla och Thomas en plats för det under middagen. Håll det gärna *under fem minuter*.',
          ],
        }),
        customTextFields: [
          { id: 'speech-name', label: { da: 'Dit navn', en: 'Your name', sv: 'Ditt namn' }, mandatory: true },
          {
            id: 'speech-relation',
            label: {
              da: 'Hvordan kender du Mette?',
              en: 'How do you know Mette?',
              sv: 'Hur känner du Mette?',
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
          da: 'Tak, fordi du har meldt dig til at holde tale! Camilla og Thomas vender tilbage med et tidspunkt.',
          en: 'Thank you for signing up to speak! Camilla and Thomas will be in touch with a time.',
          sv: 'Tack för att du anmält dig att tala! Camilla och Thomas hör av sig med en tid.',
        },
      },
      {
        id: 'toastmaster-form',
        siteModuleType: 'Form',
        title: { da: 'Til toastmasterne', en: 'To the toastmasters', sv: 'Till toastmastrarna' },
        menuTitle: { da: 'Kontakt', en: 'Contact', sv: 'Kontakt' },
        text: richTexts({
          da: [
            'Har du en sang, en overraskelse eller et andet indslag på bedding? Skriv til Camilla og Thomas her – **Mette får intet at vide**.',
          ],
          en: [
            'Got a song, a surprise or another act in the works? Write to Camilla and Thomas here – **Mette will hear nothing**.',
          ],
          sv: [
            'Har du en sång, en överraskning eller något annat på gång? Skriv till Camilla och Thomas här – **Mette får inte veta något**.',
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
                  text: { da: 'En overraskelse', en: 'A surprise', sv: 'En överraskning' },
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
          da: 'Camilla og Thomas har fået din besked og vender tilbage. Tys – ikke et ord til Mette!',
          en: 'Camilla and Thomas have your message and will be in touch. Not a word to Mette!',
          sv: 'Camilla och Thomas har fått ditt meddelande och hör av sig. Inte ett ord till Mette!',
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
            id: 'gift-rome',
            title: {
              da: 'Et bidrag til en tur til Rom',
              en: 'Towards a trip to Rome',
              sv: 'Bidrag till en resa till Rom',
            },
            description: {
              da: 'Jesper og jeg drømmer om en forlænget weekend i Rom. Vil du give et bidrag, står der en kasse på gavebordet.',
              en: 'Jesper and I dream of a long weekend in Rome. If you would like to chip in, there is a box on the gift table.',
              sv: 'Jesper och jag drömmer om en långhelg i Rom. Vill du bidra står det en låda på presentbordet.',
            },
            image: demoImage('gift-globe'),
            link: 'https://www.turismoroma.it',
            quantity: null,
            reservable: false,
          },
          {
            id: 'gift-plates',
            title: {
              da: 'Musselmalet dybe tallerkener',
              en: 'Blue Fluted pasta bowls',
              sv: 'Musselmalet djupa tallrikar',
            },
            description: {
              da: 'Fra Royal Copenhagen, så stellet endelig bliver komplet. Vi mangler otte.',
              en: 'From Royal Copenhagen, so the dinner service is finally complete. We are missing eight.',
              sv: 'Från Royal Copenhagen, så att serviset äntligen blir komplett. Vi saknar åtta.',
            },
            image: demoImage('gift-plates'),
            link: null,
            quantity: 8,
            reservable: true,
          },
          {
            id: 'gift-espresso',
            title: { da: 'Espressomaskine', en: 'Espresso machine', sv: 'Espressomaskin' },
            description: {
              da: 'En rigtig espressomaskine med mælkeskummer, så søndagskaffen bliver en fest.',
              en: 'A proper espresso machine with a milk frother, so Sunday coffee becomes a treat.',
              sv: 'En riktig espressomaskin med mjölkskummare, så att söndagskaffet blir en fest.',
            },
            image: demoImage('gift-coffee-machine'),
            link: null,
            quantity: 1,
            reservable: true,
          },
          {
            id: 'gift-bicycle',
            title: { da: 'Cykel med kurv', en: 'A bicycle with a basket', sv: 'Cykel med korg' },
            description: {
              da: 'Til ture langs vandet i Middelfart – gerne med tre gear og plads til et tæppe i kurven.',
              en: 'For rides along the water in Middelfart – ideally with three gears and room for a blanket in the basket.',
              sv: 'För turer längs vattnet i Middelfart – gärna med tre växlar och plats för en filt i korgen.',
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
        title: { da: 'Kom i feststemning', en: 'Get in the party mood', sv: 'Kom i feststämning' },
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
            'Et kig på stedet og på stemningen, vi håber på. Efter festen samler vi alles billeder her – send gerne dine til Jesper.',
          ],
          en: [
            "A look at the venue and the mood we're hoping for. After the party we'll gather everyone's photos here – please send yours to Jesper.",
          ],
          sv: [
            'En titt på platsen och stämningen vi hoppas på. Efter festen samlar vi allas bilder här – skicka gärna dina till Jesper.',
          ],
        }),
        items: galleryItems(),
      },
    ],
  };
}

/** Each market's demo is its own story, set somewhere local. */
const PARTY_CONTENT: Record<Market, (date: DemoDate) => DemoContent> = {
  se: swedishParty,
  dk: danishParty,
};
