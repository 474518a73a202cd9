import type { Market } from '../constants/platform';
import {
  DEMO_GIFT_REGISTRY_TEXTS,
  DEMO_RSVP_TEXTS,
  demoRsvpForm,
  hsl,
  richTexts,
  type DemoContent,
  type DemoDate,
  type DemoDesign,
  type Trilingual,
} from './demo-content';
import { demoImage, demoMapImage, demoMapName } from './demo-images';

/*
 * The student variant's demo (`002` §2.1 `/digital-studentinbjudan/...`): a digital graduation invitation.
 * In Sweden Elsa graduates from Katedralskolan in Uppsala, runs out to her family and celebrates in the
 * garden at home; in Denmark Laura graduates from Aarhus Katedralskole, tours the town on the student
 * wagon and comes home to an open house.
 */

/** Student blue and cap white with a gold accent in Sweden; Dannebrog red in Denmark. */
const STUDENT_DEMO_DESIGN: Record<Market, DemoDesign> = {
  se: {
    theme: 'theme10',
    fonts: { heading: 'Playfair Display', text: 'Nunito' },
    colorScheme: {
      primary: hsl(212, 69, 39),
      background: hsl(45, 60, 97),
      surface: hsl(48, 85, 88),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(215, 40, 18),
      onSurface: hsl(215, 40, 18),
    },
    siteGraphic: 'movingDots',
    eventLogo: null,
  },
  dk: {
    theme: 'theme10',
    fonts: { heading: 'Playfair Display', text: 'Nunito' },
    colorScheme: {
      primary: hsl(354, 70, 44),
      background: hsl(40, 50, 97),
      surface: hsl(210, 45, 92),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(220, 30, 18),
      onSurface: hsl(220, 30, 18),
    },
    siteGraphic: 'movingDots',
    eventLogo: null,
  },
};

/** What differs between the markets: the student, the school, the home and the day's traditions. */
interface StudentStory {
  name: string;
  parents: Trilingual;
  mail: string;
  school: string;
  town: string;
  /** The street address, as the map searches it and prints it. */
  address: string;
  /** The Swedish "utspring" or the Danish student wagon tour. */
  outRun: Trilingual;
  programme: Trilingual<readonly string[]>;
  welcome: Trilingual<readonly string[]>;
  directions: Trilingual<readonly string[]>;
  confirmation: Trilingual;
}

const SWEDISH_STORY: StudentStory = {
  name: 'Elsa',
  parents: { sv: 'Karin och Mattias', en: 'Karin and Mattias', da: 'Karin og Mattias' },
  mail: 'lindqvist@example.com',
  school: 'Katedralskolan',
  town: 'Uppsala',
  address: 'Tallvägen 12, Uppsala',
  outRun: { sv: 'Utspring', en: 'Running out', da: 'Udspring' },
  welcome: {
    sv: [
      'Tolv år av läxor, prov och skratt är snart över – **Elsa tar studenten!** Vi vill fira henne med alla som har följt henne på vägen, och det är **du**.',
      '### Välkommen på studentmottagning',
      'Efter utspringet på Katedralskolan åker vi hem till trädgården på Tallvägen. Där bjuder vi på tårta, bubbel och sommarbuffé, och du får gärna stanna så länge du vill. Kom som du är, med eller utan plakat!',
      'Svara gärna senast **två veckor innan**, så att vi vet hur mycket tårta vi ska beställa.',
      'Hälsningar\nKarin, Mattias och Elsa',
    ],
    en: [
      'Twelve years of homework, exams and laughter are almost over – **Elsa is graduating!** We want to celebrate her with everyone who has been with her along the way, and that means **you**.',
      '### Welcome to the graduation reception',
      'After the running-out at Katedralskolan we go home to the garden on Tallvägen. There will be cake, bubbles and a summer buffet, and you are welcome to stay as long as you like. Come as you are, with or without a sign!',
      'Please reply **two weeks before** at the latest, so we know how much cake to order.',
      'Best wishes,\nKarin, Mattias and Elsa',
    ],
    da: [
      'Tolv års lektier, eksamener og grin er snart slut – **Elsa bliver student!** Vi vil fejre hende med alle, der har fulgt hende på vejen, og det er **dig**.',
      '### Velkommen til studentermodtagelse',
      'Efter udspringet på Katedralskolan kører vi hjem til haven på Tallvägen. Der er lagkage, bobler og sommerbuffet, og du må gerne blive, så længe du vil. Kom, som du er – med eller uden skilt!',
      'Svar gerne senest **to uger før**, så vi ved, hvor meget lagkage vi skal bestille.',
      'Kærlig hilsen\nKarin, Mattias og Elsa',
    ],
  },
  programme: {
    sv: [
      '### 13.00 Utspring',
      'Elsas klass springer ut från **Katedralskolan** vid Domkyrkan. Samlas på skolgården med plakat, ballonger och mycket ljud.',
      '### 15.00 Mottagning i trädgården',
      'Tårta, bubbel och sommarbuffé hemma på Tallvägen 12. Det blir tal, sång och __studentsången__ för den som kan den.',
      '### 21.00 Kompisarna tar över',
      'Då drar Elsa och klassen vidare till studentfesten. De vuxna får gärna stanna kvar i trädgården en stund till.',
    ],
    en: [
      '### 13:00 Running out',
      "Elsa's class runs out of **Katedralskolan** by the cathedral. Gather in the schoolyard with signs, balloons and plenty of noise.",
      '### 15:00 Reception in the garden',
      'Cake, bubbles and a summer buffet at home on Tallvägen 12. There will be speeches, songs and __the student song__ for those who know it.',
      '### 21:00 The friends take over',
      'Elsa and her class then head off to the graduation party. The grown-ups are welcome to stay in the garden a little longer.',
    ],
    da: [
      '### 13.00 Udspring',
      'Elsas klasse løber ud fra **Katedralskolan** ved domkirken. Mød op i skolegården med skilte, balloner og masser af larm.',
      '### 15.00 Modtagelse i haven',
      'Lagkage, bobler og sommerbuffet hjemme på Tallvägen 12. Der bliver taler, sang og __studentersangen__ for dem, der kan den.',
      '### 21.00 Vennerne tager over',
      'Så tager Elsa og klassen videre til studenterfesten. De voksne må gerne blive i haven lidt endnu.',
    ],
  },
  directions: {
    sv: [
      'Huset ligger i Luthagen, tio minuters promenad från Katedralskolan. Det går bra att parkera längs Tallvägen, eller ta buss 3 till Tallvägen.',
      'Vi är i trädgården bakom huset: följ ballongerna!',
    ],
    en: [
      'The house is in Luthagen, a ten-minute walk from Katedralskolan. You can park along Tallvägen, or take bus 3 to Tallvägen.',
      'We will be in the garden behind the house: follow the balloons!',
    ],
    da: [
      'Huset ligger i Luthagen, ti minutters gang fra Katedralskolan. Der kan parkeres langs Tallvägen, eller tag bus 3 til Tallvägen.',
      'Vi er i haven bag huset: følg ballonerne!',
    ],
  },
  confirmation: {
    sv: 'Ditt svar har kommit fram. Vi ses på utspringet! /Elsa med familj',
    en: 'Your reply has arrived. See you at the running-out! /Elsa and family',
    da: 'Dit svar er kommet frem. Vi ses til udspringet! /Elsa og familie',
  },
};

const DANISH_STORY: StudentStory = {
  name: 'Laura',
  parents: { sv: 'Mette och Anders', en: 'Mette and Anders', da: 'Mette og Anders' },
  mail: 'nielsen@example.com',
  school: 'Aarhus Katedralskole',
  town: 'Aarhus',
  address: 'Kirkevej 8, Aarhus',
  outRun: { sv: 'Studentkörning', en: 'Student wagon tour', da: 'Vognkørsel' },
  welcome: {
    sv: [
      'Tre år av gymnasiet är över – **Laura blir student!** Vi vill fira henne med alla som har följt henne på vägen, och det är **du**.',
      '### Välkommen på öppet hus',
      'När studentvagnen har kört runt i Aarhus kommer Laura hem till Kirkevej. Där bjuder vi på kransekage, bubbel och grillat i trädgården. Titta in när det passar dig!',
      'Svara gärna senast **två veckor innan**, så att vi vet hur många vi blir.',
      'Hälsningar\nMette, Anders och Laura',
    ],
    en: [
      'Three years of upper secondary school are over – **Laura is graduating!** We want to celebrate her with everyone who has been with her along the way, and that means **you**.',
      '### Welcome to our open house',
      'When the student wagon has toured Aarhus, Laura comes home to Kirkevej. There will be kransekage, bubbles and a barbecue in the garden. Drop in when it suits you!',
      'Please reply **two weeks before** at the latest, so we know how many we will be.',
      'Best wishes,\nMette, Anders and Laura',
    ],
    da: [
      'Tre års gymnasium er slut – **Laura bliver student!** Vi vil fejre hende med alle, der har fulgt hende på vejen, og det er **dig**.',
      '### Velkommen til åbent hus',
      'Når studentervognen har kørt rundt i Aarhus, kommer Laura hjem til Kirkevej. Der er kransekage, bobler og grill i haven. Kig forbi, når det passer dig!',
      'Svar gerne senest **to uger før**, så vi ved, hvor mange vi bliver.',
      'Kærlig hilsen\nMette, Anders og Laura',
    ],
  },
  programme: {
    sv: [
      '### 11.00 Translokation',
      'Klassen får sina examensbevis på **Aarhus Katedralskole** och får studentmössan på huvudet.',
      '### 13.00 Studentkörning',
      'Studentvagnen kör runt till alla i klassen. Vi räknar med att den kommer till Kirkevej 8 __omkring kl. 16__.',
      '### 16.00 Öppet hus',
      'Kransekage, bubbel och grillat i trädgården tills kvällen blir sen.',
    ],
    en: [
      '### 11:00 Graduation ceremony',
      'The class receives their diplomas at **Aarhus Katedralskole** and puts on the student cap.',
      '### 13:00 Student wagon tour',
      'The student wagon visits every home in the class. We expect it at Kirkevej 8 __around 16:00__.',
      '### 16:00 Open house',
      'Kransekage, bubbles and a barbecue in the garden until the evening grows late.',
    ],
    da: [
      '### 11.00 Translokation',
      'Klassen får eksamensbeviserne på **Aarhus Katedralskole** og får huen på.',
      '### 13.00 Vognkørsel',
      'Studentervognen kører rundt til alle i klassen. Vi regner med, at den kommer til Kirkevej 8 __omkring kl. 16__.',
      '### 16.00 Åbent hus',
      'Kransekage, bobler og grill i haven, til aftenen bliver sen.',
    ],
  },
  directions: {
    sv: [
      'Huset ligger i Hasle, tio minuter med buss från centrum. Det går bra att parkera längs Kirkevej.',
      'Vi är i trädgården bakom huset: följ flaggorna!',
    ],
    en: [
      'The house is in Hasle, ten minutes by bus from the centre. You can park along Kirkevej.',
      'We will be in the garden behind the house: follow the flags!',
    ],
    da: [
      'Huset ligger i Hasle, ti minutter med bus fra centrum. Der kan parkeres langs Kirkevej.',
      'Vi er i haven bag huset: følg flagene!',
    ],
  },
  confirmation: {
    sv: 'Ditt svar har kommit fram. Vi ses när vagnen kommer! /Laura med familj',
    en: 'Your reply has arrived. See you when the wagon arrives! /Laura and family',
    da: 'Dit svar er kommet frem. Vi ses, når vognen kommer! /Laura og familie',
  },
};

const STUDENT_STORIES: Record<Market, StudentStory> = { se: SWEDISH_STORY, dk: DANISH_STORY };

/** The pictures of twelve school years, the same in both markets. */
const GALLERY_IMAGES = [
  'student-caps',
  'summer-meadow',
  'birch-forest',
  'dinner-table',
  'champagne-toast',
  'dance-floor',
] as const;

/** The student demo in a market, dated by `date` (the graduation day). */
export function studentDemoContent(market: Market, date: DemoDate): DemoContent {
  const story = STUDENT_STORIES[market];
  const same = (text: string): Trilingual => ({ sv: text, en: text, da: text });
  return {
    design: STUDENT_DEMO_DESIGN[market],
    giftRegistryReservations: [{ giftRegistryId: 'gift-headphones', quantityReserved: 1 }],
    formRecipients: [{ formId: 'rsvp', recipients: [story.mail] }],
    modules: [
      {
        id: 'header',
        siteModuleType: 'Header',
        title: {
          sv: `${story.name} tar studenten!`,
          en: `${story.name} is graduating!`,
          da: `${story.name} bliver student!`,
        },
        menuTitle: { sv: 'Hem', en: 'Home', da: 'Forside' },
        secondLine: {
          sv: `${date.long.sv} · ${story.school}, ${story.town}`,
          en: `${date.long.en} · ${story.school}, ${story.town}`,
          da: `${date.long.da} · ${story.school}, ${story.town}`,
        },
        image: demoImage('student-caps'),
        userSelectedImageSize: 'LARGE',
      },
      {
        id: 'countdown',
        siteModuleType: 'Countdown',
        title: {
          sv: 'Snart springer vi ut!',
          en: 'Almost time to celebrate!',
          da: 'Snart er huen på!',
        },
        menuTitle: { sv: 'Nedräkning', en: 'Countdown', da: 'Nedtælling' },
        countdownDate: date.countdownDate,
      },
      {
        id: 'welcome',
        siteModuleType: 'Text',
        title: { sv: 'Välkommen!', en: 'Welcome!', da: 'Velkommen!' },
        menuTitle: { sv: 'Välkommen', en: 'Welcome', da: 'Velkommen' },
        text: richTexts(story.welcome),
      },
      {
        id: 'programme',
        siteModuleType: 'ImageAndText',
        title: { sv: 'Dagens program', en: 'The day', da: 'Dagens program' },
        menuTitle: { sv: 'Program', en: 'Programme', da: 'Program' },
        secondTitle: story.outRun,
        image: demoImage('champagne-toast'),
        text: richTexts(story.programme),
      },
      {
        id: 'location',
        siteModuleType: 'Location',
        title: { sv: 'Hitta hit', en: 'Finding us', da: 'Find vej' },
        menuTitle: { sv: 'Hitta hit', en: 'Getting there', da: 'Find vej' },
        secondTitle: same(story.address),
        image: demoImage('summer-meadow'),
        text: richTexts(story.directions),
        map: {
          contentDataType: 'Map',
          location: story.address,
          zoom: 15,
          mapTheme: 'NORMAL',
          markerColor: 'ea4335',
          map: demoMapImage(demoMapName('student', market)),
        },
      },
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        title: { sv: 'OSA', en: 'RSVP', da: 'Svar udbedes' },
        menuTitle: { sv: 'OSA', en: 'RSVP', da: 'Tilmelding' },
        text: richTexts({
          sv: ['Svara senast **två veckor innan**. Anmäl gärna hela familjen på en gång.'],
          en: [
            'Please reply **two weeks before** at the latest. Feel free to reply for the whole family at once.',
          ],
          da: ['Svar senest **to uger før**. I må gerne tilmelde hele familien på én gang.'],
        }),
        form: demoRsvpForm({
          sv: `Din bästa hälsning till ${story.name}`,
          en: `Your best wishes for ${story.name}`,
          da: `Din bedste hilsen til ${story.name}`,
        }),
        maxNumberOfGuests: 5,
        ...DEMO_RSVP_TEXTS,
        confirmationText: story.confirmation,
      },
      {
        id: 'gifts',
        siteModuleType: 'GiftRegistry',
        title: { sv: 'Presenttips', en: 'Gift ideas', da: 'Gaveønsker' },
        menuTitle: { sv: 'Presenttips', en: 'Gift ideas', da: 'Gaveønsker' },
        ...DEMO_GIFT_REGISTRY_TEXTS,
        giftRegistry: [
          {
            id: 'gift-interrail',
            title: {
              sv: 'Bidrag till interrailresan',
              en: 'Towards the Interrail trip',
              da: 'Et bidrag til interrailturen',
            },
            description: {
              sv: `I juli tar ${story.name} tåget genom Europa med två kompisar. Ett bidrag i kortet gör resan lite längre.`,
              en: `In July ${story.name} takes the train across Europe with two friends. A contribution in the card makes the trip a little longer.`,
              da: `I juli tager ${story.name} toget gennem Europa med to veninder. Et bidrag i kortet gør turen lidt længere.`,
            },
            image: demoImage('gift-globe'),
            link: 'https://www.interrail.eu',
            quantity: null,
            reservable: false,
          },
          {
            id: 'gift-headphones',
            title: {
              sv: 'Brusreducerande hörlurar',
              en: 'Noise-cancelling headphones',
              da: 'Støjreducerende høretelefoner',
            },
            description: {
              sv: 'För långa tågresor och för plugget i höst.',
              en: 'For long train journeys and for studying in the autumn.',
              da: 'Til lange togture og til studierne til efteråret.',
            },
            image: demoImage('gift-coffee-machine'),
            link: null,
            quantity: 1,
            reservable: true,
          },
          {
            id: 'gift-bicycle',
            title: {
              sv: 'En cykel till studentstaden',
              en: 'A bike for the student town',
              da: 'En cykel til studiebyen',
            },
            description: {
              sv: 'En begagnad stadscykel med korg, redo för föreläsningar och fika.',
              en: 'A second-hand city bike with a basket, ready for lectures and coffee breaks.',
              da: 'En brugt bycykel med kurv, klar til forelæsninger og kaffepauser.',
            },
            image: demoImage('gift-bicycle'),
            link: null,
            quantity: 1,
            reservable: true,
          },
        ],
      },
      {
        id: 'gallery',
        siteModuleType: 'ImageGallery',
        title: { sv: 'Bilder', en: 'Photos', da: 'Billeder' },
        menuTitle: { sv: 'Bilder', en: 'Photos', da: 'Billeder' },
        text: richTexts({
          sv: [`Efter dagen samlar vi allas bilder här – skicka gärna dina till ${story.parents.sv}.`],
          en: [
            `After the day we will gather everyone's photos here – please send yours to ${story.parents.en}.`,
          ],
          da: [`Efter dagen samler vi alles billeder her – send gerne dine til ${story.parents.da}.`],
        }),
        items: GALLERY_IMAGES.map((name) => ({ id: `gallery-${name}`, image: demoImage(name) })),
      },
    ],
  };
}
