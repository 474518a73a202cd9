import {
  SUGGESTED_SPEECH_MINUTES,
  type ChildrenPolicy,
  type DressCode,
  type GiftPolicy,
} from '../constants/wizard';
import type { DemoLanguage } from './demo-content';

/*
 * The words of the site the wedding wizard generates (`002` §4 "Wizard demo site"), in Swedish, English and
 * Danish. Every text takes the couple's answers, so the demo reads as their own site from the first look.
 */

/** The dress codes and gift policies that have words of their own; OTHER and NOT_DECIDED borrow (`002` §4). */
export type DescribedDressCode = Exclude<DressCode, 'OTHER' | 'NOT_DECIDED'>;
export type DescribedGiftPolicy = Exclude<GiftPolicy, 'OTHER' | 'NOT_DECIDED'>;

/** The answers as the texts use them. */
export interface WizardCopyInput {
  name1: string;
  name2: string;
  location: string;
  /** The wedding date and time in this language, or null when it is not decided. */
  date: { long: string; time: string } | null;
}

/** A titled text; `text` is rich text in the small markup of `richText`. */
export interface CopyBlock {
  title: string;
  text: readonly string[];
}

export interface WizardGiftCopy {
  id: string;
  title: string;
  description: string;
}

export interface WizardCopy {
  /** The locale dates are written in. */
  locale: string;
  time: (hours: number, minutes: number) => string;
  headerMenuTitle: string;
  countdown: { title: string; menuTitle: string };
  welcome: { title: string; menuTitle: string; text: (input: WizardCopyInput) => string[] };
  location: { title: string; menuTitle: string; text: (input: WizardCopyInput) => string[] };
  goodToKnow: { title: string; menuTitle: string };
  dressCode: Record<DescribedDressCode, CopyBlock>;
  children: Record<ChildrenPolicy, CopyBlock>;
  speeches: CopyBlock;
  gifts: Record<DescribedGiftPolicy, CopyBlock> & { menuTitle: string };
  giftItems: readonly WizardGiftCopy[];
  rsvp: {
    title: string;
    menuTitle: string;
    text: readonly string[];
    confirmationText: (input: WizardCopyInput) => string;
  };
  gallery: { title: string; menuTitle: string; text: readonly string[] };
  /** The day's programme (issue 34): its titles and the three events' names. */
  programme: {
    title: string;
    menuTitle: string;
    text: readonly string[];
    ceremony: string;
    dinner: string;
    party: string;
  };
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

const minutes = SUGGESTED_SPEECH_MINUTES;

const swedish: WizardCopy = {
  locale: 'sv-SE',
  time: (hours, mins) => `${twoDigits(hours)}.${twoDigits(mins)}`,
  headerMenuTitle: 'Hem',
  countdown: { title: 'Snart säger vi ja!', menuTitle: 'Nedräkning' },
  welcome: {
    title: 'Välkomna till vårt bröllop',
    menuTitle: 'Välkommen',
    text: ({ name1, name2, location, date }) => [
      date
        ? `Vi ska gifta oss! Vi vill så gärna att **ni** är med när vi säger ja den ${date.long} på ${location} och sedan firar med middag och dans till sent.`
        : `Vi ska gifta oss! Vi vill så gärna att **ni** är med när vi säger ja på ${location} och sedan firar med middag och dans till sent.`,
      '### Det här behöver ni veta',
      date
        ? `Vigseln börjar **kl. ${date.time}** – kom gärna en kvart innan. Här på sidan hittar ni allt om vägen hit, klädsel och presenter, och längre ner kan ni svara om ni kommer.`
        : 'Datumet är inte spikat än – vi berättar här så snart det är bestämt. Här på sidan hittar ni allt om vägen hit, klädsel och presenter, och längre ner kan ni svara om ni kommer.',
      `Vi längtar efter att fira med er!\n${name1} & ${name2}`,
    ],
  },
  location: {
    title: 'Hitta hit',
    menuTitle: 'Hitta hit',
    text: ({ location }) => [
      '### Vigsel och fest',
      `Både vigseln och festen är på **${location}**, så ni behöver bara ta er hit en gång.`,
      '### Resa och boende',
      'Vi tipsar om tåg, bussar och parkering här när det närmar sig. Vill ni sova över har vi förhandsbokat några rum i närheten – uppge våra namn när ni bokar.',
    ],
  },
  goodToKnow: { title: 'Bra att veta', menuTitle: 'Bra att veta' },
  dressCode: {
    WHITE_TIE: {
      title: 'Klädkod: frack',
      text: [
        'Frack för herrarna och lång aftonklänning för damerna. Det är inte varje dag man får klä upp sig så här – **passa på!**',
      ],
    },
    BLACK_TIE: {
      title: 'Klädkod: smoking',
      text: [
        'Smoking för herrarna och lång klänning för damerna, gärna i djupa färger. Lämna det vita åt bruden.',
      ],
    },
    FORMAL: {
      title: 'Klädkod: mörk kostym',
      text: ['Mörk kostym för herrarna och klänning eller dräkt för damerna. Lämna det vita åt bruden.'],
    },
    COCKTAIL: {
      title: 'Klädkod: kavaj',
      text: [
        'Kostym eller kavaj för herrarna, klänning eller dräkt för damerna – gärna ljusa färger, men **lämna det vita åt bruden**.',
      ],
    },
    CASUAL: {
      title: 'Klädkod: avslappnad',
      text: ['Kom som du trivs! Sommarkläder och bekväma skor går fint – vi ska dansa på gräset.'],
    },
  },
  children: {
    NO_CHILDREN: {
      title: 'Barn',
      text: ['Vi älskar era barn, men den här dagen är för vuxna. Ammande bebisar är förstås välkomna.'],
    },
    CHILDREN_ALLOWED_ON_CEREMONY: {
      title: 'Barn',
      text: [
        'Barnen är varmt välkomna på vigseln! Middagen och festen efteråt är för vuxna – passa på att ordna barnvakt och dansa hela natten.',
      ],
    },
    CHILDREN_WELCOME: {
      title: 'Barn',
      text: [
        'Stora som små är välkomna! Vi ordnar barnmeny och en lekhörna. Skriv gärna barnens namn och ålder när ni svarar.',
      ],
    },
    OTHER: {
      title: 'Barn',
      text: [
        'Undrar ni något om barnen och bröllopet? Hör av er till oss, så hittar vi en lösning som passar er.',
      ],
    },
    NOT_DECIDED: {
      title: 'Barn',
      text: ['Vi har inte bestämt allt om barnen ännu. Vi berättar här på sidan så snart vi vet.'],
    },
  },
  speeches: {
    title: 'Tal',
    text: [
      `Vill du hålla tal under middagen? Säg till i förväg, och håll det gärna till högst *${minutes} minuter*.`,
    ],
  },
  gifts: {
    menuTitle: 'Presenter',
    MONEY: {
      title: 'Presenter',
      text: [
        'Det finaste ni kan ge oss är att fira dagen med oss. Vill ni ändå ge något önskar vi oss ett bidrag till bröllopsresan – lägg ett kort i lådan på presentbordet.',
      ],
    },
    GIFTS: {
      title: 'Önskelista',
      text: [
        'Det viktigaste är att ni kommer och firar med oss. Vill ni ändå ge något önskar vi oss saker till vårt nya hem – önskelistan kommer här snart.',
      ],
    },
    GUEST_FEE: {
      title: 'Kuvertavgift',
      text: [
        'Istället för presenter ber vi om en kuvertavgift som hjälper oss att bjuda på en riktigt god middag. Vi skickar uppgifterna tillsammans med inbjudan.',
      ],
    },
    NO_GIFTS: {
      title: 'Presenter',
      text: ['Vi har allt vi behöver – er närvaro är vår present. Kom och fira med oss, det räcker gott!'],
    },
  },
  giftItems: [
    {
      id: 'gift-honeymoon',
      title: 'Bidrag till bröllopsresan',
      description: 'Vi drömmer om Japan när körsbärsträden blommar. Varje bidrag tar oss en bit närmare.',
    },
    {
      id: 'gift-plates',
      title: 'Tallrikar Ostindia',
      description: 'Flata tallrikar från Rörstrand i den blåvita Ostindia-serien. Vi önskar oss tolv.',
    },
    {
      id: 'gift-espresso',
      title: 'Espressomaskin',
      description: 'För långa frukostar och cappuccino på sängen varje söndag.',
    },
  ],
  rsvp: {
    title: 'OSA',
    menuTitle: 'OSA',
    text: [
      'Svara **senast två månader före bröllopet**. Anmäl gärna hela sällskapet på en gång, så vet vi att ni hör ihop när vi gör bordsplaceringen.',
    ],
    confirmationText: ({ name1, name2 }) =>
      `Vi har fått ditt svar och hör av oss närmare bröllopet. Kram, ${name1} & ${name2}`,
  },
  gallery: {
    title: 'Bilder',
    menuTitle: 'Bilder',
    text: ['Några av våra favoritbilder – efter bröllopet fyller vi på med bilder från dagen.'],
  },
  programme: {
    title: 'Dagens program',
    menuTitle: 'Program',
    text: ['Här ser ni var och när – tryck på adressen för att hitta dit.'],
    ceremony: 'Vigsel',
    dinner: 'Middag',
    party: 'Fest',
  },
};

const english: WizardCopy = {
  locale: 'en-GB',
  time: (hours, mins) => {
    const hour = hours % 12 === 0 ? 12 : hours % 12;
    const suffix = hours < 12 ? 'am' : 'pm';
    return mins === 0 ? `${hour} ${suffix}` : `${hour}:${twoDigits(mins)} ${suffix}`;
  },
  headerMenuTitle: 'Home',
  countdown: { title: 'Almost time to say "I do"!', menuTitle: 'Countdown' },
  welcome: {
    title: 'Welcome to our wedding',
    menuTitle: 'Welcome',
    text: ({ name1, name2, location, date }) => [
      date
        ? `We are getting married! We would love for **you** to be there when we say "I do" on ${date.long} at ${location}, and to celebrate with dinner and dancing until late.`
        : `We are getting married! We would love for **you** to be there when we say "I do" at ${location}, and to celebrate with dinner and dancing until late.`,
      '### What you need to know',
      date
        ? `The ceremony starts at **${date.time}** – please arrive fifteen minutes early. On this page you will find everything about getting here, the dress code and gifts, and further down you can tell us whether you are coming.`
        : 'The date is not set yet – we will tell you here as soon as it is. On this page you will find everything about getting here, the dress code and gifts, and further down you can tell us whether you are coming.',
      `We can't wait to celebrate with you!\n${name1} & ${name2}`,
    ],
  },
  location: {
    title: 'Getting there',
    menuTitle: 'Getting there',
    text: ({ location }) => [
      '### Ceremony and party',
      `Both the ceremony and the party are at **${location}**, so you only need to get here once.`,
      '### Travel and accommodation',
      'We will share tips on trains, buses and parking here closer to the day. If you would like to stay the night, we have set aside a few rooms nearby – mention our names when you book.',
    ],
  },
  goodToKnow: { title: 'Good to know', menuTitle: 'Good to know' },
  dressCode: {
    WHITE_TIE: {
      title: 'Dress code: white tie',
      text: [
        'Tailcoats for the gentlemen and floor-length evening gowns for the ladies. It is not every day you get to dress up like this – **make the most of it!**',
      ],
    },
    BLACK_TIE: {
      title: 'Dress code: black tie',
      text: [
        'Dinner jackets for the gentlemen and long dresses for the ladies, deep colours welcome. Leave white to the bride.',
      ],
    },
    FORMAL: {
      title: 'Dress code: formal',
      text: ['A dark suit for the gentlemen and a dress or suit for the ladies. Leave white to the bride.'],
    },
    COCKTAIL: {
      title: 'Dress code: cocktail',
      text: [
        'A suit or jacket for the gentlemen, a cocktail dress or smart suit for the ladies – light colours are lovely, but **leave white to the bride**.',
      ],
    },
    CASUAL: {
      title: 'Dress code: casual',
      text: [
        'Come as you feel comfortable! Summer clothes and comfortable shoes are perfect – we will be dancing on the lawn.',
      ],
    },
  },
  children: {
    NO_CHILDREN: {
      title: 'Children',
      text: ['We love your children, but this day is for grown-ups. Babies in arms are of course welcome.'],
    },
    CHILDREN_ALLOWED_ON_CEREMONY: {
      title: 'Children',
      text: [
        'Children are very welcome at the ceremony! The dinner and party afterwards are for grown-ups – book a babysitter and dance all night.',
      ],
    },
    CHILDREN_WELCOME: {
      title: 'Children',
      text: [
        'Guests of all ages are welcome! There will be a children’s menu and a play corner. Please add the children’s names and ages when you reply.',
      ],
    },
    OTHER: {
      title: 'Children',
      text: [
        'Questions about bringing children? Get in touch with us and we will find a solution that works for you.',
      ],
    },
    NOT_DECIDED: {
      title: 'Children',
      text: [
        'We have not decided everything about children yet. We will let you know here as soon as we have.',
      ],
    },
  },
  speeches: {
    title: 'Speeches',
    text: [
      `Would you like to give a speech at dinner? Let us know in advance, and keep it to *${minutes} minutes* or so.`,
    ],
  },
  gifts: {
    menuTitle: 'Gifts',
    MONEY: {
      title: 'Gifts',
      text: [
        'The best gift is celebrating the day with us. If you would still like to give something, a contribution to our honeymoon would make us very happy – leave a card in the box on the gift table.',
      ],
    },
    GIFTS: {
      title: 'Wish list',
      text: [
        'The most important thing is that you come and celebrate with us. If you would still like to give something, we are wishing for things for our new home – our wish list will be here soon.',
      ],
    },
    GUEST_FEE: {
      title: 'Guest contribution',
      text: [
        'Instead of gifts we ask for a small contribution towards the dinner, so we can treat you to a really good meal. The details come with the invitation.',
      ],
    },
    NO_GIFTS: {
      title: 'Gifts',
      text: [
        'We have everything we need – your presence is our present. Come and celebrate with us, that is more than enough!',
      ],
    },
  },
  giftItems: [
    {
      id: 'gift-honeymoon',
      title: 'Towards our honeymoon',
      description:
        'We dream of Japan in cherry blossom season. Every contribution brings us a little closer.',
    },
    {
      id: 'gift-plates',
      title: 'Ostindia plates',
      description: "Dinner plates from Rörstrand's blue and white Ostindia range. We are wishing for twelve.",
    },
    {
      id: 'gift-espresso',
      title: 'Espresso machine',
      description: 'For long breakfasts and cappuccino in bed every Sunday.',
    },
  ],
  rsvp: {
    title: 'RSVP',
    menuTitle: 'RSVP',
    text: [
      'Please reply **at least two months before the wedding**. Reply for your whole party at once, so we know you belong together when we plan the seating.',
    ],
    confirmationText: ({ name1, name2 }) =>
      `We have received your reply and will be in touch closer to the wedding. Love, ${name1} & ${name2}`,
  },
  gallery: {
    title: 'Photos',
    menuTitle: 'Photos',
    text: ['A few of our favourite pictures – after the wedding we will add photos from the day.'],
  },
  programme: {
    title: "The day's programme",
    menuTitle: 'Programme',
    text: ['Where and when – tap an address to find your way.'],
    ceremony: 'Ceremony',
    dinner: 'Dinner',
    party: 'Party',
  },
};

const danish: WizardCopy = {
  locale: 'da-DK',
  time: (hours, mins) => `${twoDigits(hours)}.${twoDigits(mins)}`,
  headerMenuTitle: 'Forside',
  countdown: { title: 'Snart siger vi ja!', menuTitle: 'Nedtælling' },
  welcome: {
    title: 'Velkommen til vores bryllup',
    menuTitle: 'Velkommen',
    text: ({ name1, name2, location, date }) => [
      date
        ? `Vi skal giftes! Vi vil så gerne have, at **I** er med, når vi siger ja den ${date.long} på ${location}, og bagefter fejrer dagen med middag og dans til sent.`
        : `Vi skal giftes! Vi vil så gerne have, at **I** er med, når vi siger ja på ${location}, og bagefter fejrer dagen med middag og dans til sent.`,
      '### Det skal I vide',
      date
        ? `Vielsen begynder **kl. ${date.time}** – kom gerne et kvarter før. Her på siden finder I alt om vejen hertil, påklædning og gaver, og længere nede kan I svare, om I kommer.`
        : 'Datoen er ikke fastlagt endnu – vi fortæller det her, så snart den er. Her på siden finder I alt om vejen hertil, påklædning og gaver, og længere nede kan I svare, om I kommer.',
      `Vi glæder os til at fejre dagen med jer!\n${name1} & ${name2}`,
    ],
  },
  location: {
    title: 'Find vej',
    menuTitle: 'Find vej',
    text: ({ location }) => [
      '### Vielse og fest',
      `Både vielsen og festen foregår på **${location}**, så I skal kun finde herud én gang.`,
      '### Rejse og overnatning',
      'Vi deler tips om tog, busser og parkering her, når dagen nærmer sig. Vil I overnatte, har vi reserveret nogle værelser i nærheden – oplys vores navne, når I booker.',
    ],
  },
  goodToKnow: { title: 'Godt at vide', menuTitle: 'Godt at vide' },
  dressCode: {
    WHITE_TIE: {
      title: 'Dresscode: kjole og hvidt',
      text: [
        'Kjole og hvidt til herrerne og lang aftenkjole til damerne. Det er ikke hver dag, man får lov at klæde sig så fint på – **nyd det!**',
      ],
    },
    BLACK_TIE: {
      title: 'Dresscode: smoking',
      text: [
        'Smoking til herrerne og lang kjole til damerne, gerne i dybe farver. Lad det hvide være brudens.',
      ],
    },
    FORMAL: {
      title: 'Dresscode: mørkt jakkesæt',
      text: ['Mørkt jakkesæt til herrerne og kjole eller dragt til damerne. Lad det hvide være brudens.'],
    },
    COCKTAIL: {
      title: 'Dresscode: jakkesæt',
      text: [
        'Jakkesæt eller blazer til herrerne, kjole eller dragt til damerne – gerne lyse farver, men **lad det hvide være brudens**.',
      ],
    },
    CASUAL: {
      title: 'Dresscode: afslappet',
      text: ['Kom, som du har det bedst! Sommertøj og gode sko er perfekt – vi skal danse på græsset.'],
    },
  },
  children: {
    NO_CHILDREN: {
      title: 'Børn',
      text: ['Vi elsker jeres børn, men denne dag er for voksne. Ammebørn er selvfølgelig velkomne.'],
    },
    CHILDREN_ALLOWED_ON_CEREMONY: {
      title: 'Børn',
      text: [
        'Børnene er hjertelig velkomne til vielsen! Middagen og festen bagefter er for voksne – find en babysitter, og dans hele natten.',
      ],
    },
    CHILDREN_WELCOME: {
      title: 'Børn',
      text: [
        'Store og små er velkomne! Der bliver børnemenu og en legekrog. Skriv gerne børnenes navne og alder, når I svarer.',
      ],
    },
    OTHER: {
      title: 'Børn',
      text: ['Har I spørgsmål om børn og brylluppet? Skriv til os, så finder vi en løsning, der passer jer.'],
    },
    NOT_DECIDED: {
      title: 'Børn',
      text: [
        'Vi har ikke besluttet alt om børnene endnu. Vi fortæller det her på siden, så snart vi ved det.',
      ],
    },
  },
  speeches: {
    title: 'Taler',
    text: [
      `Vil du holde tale under middagen? Sig til i forvejen, og hold den gerne på højst *${minutes} minutter*.`,
    ],
  },
  gifts: {
    menuTitle: 'Gaver',
    MONEY: {
      title: 'Gaver',
      text: [
        'Den fineste gave er, at I fejrer dagen med os. Vil I alligevel give noget, ønsker vi os et bidrag til bryllupsrejsen – læg et kort i kassen på gavebordet.',
      ],
    },
    GIFTS: {
      title: 'Ønskeliste',
      text: [
        'Det vigtigste er, at I kommer og fejrer dagen med os. Vil I alligevel give noget, ønsker vi os ting til vores nye hjem – ønskelisten kommer her snart.',
      ],
    },
    GUEST_FEE: {
      title: 'Kuvertpris',
      text: [
        'I stedet for gaver beder vi om et lille bidrag til middagen, så vi kan byde på et rigtig godt måltid. Detaljerne følger med invitationen.',
      ],
    },
    NO_GIFTS: {
      title: 'Gaver',
      text: [
        'Vi har alt, hvad vi har brug for – jeres tilstedeværelse er vores gave. Kom og fejr dagen med os, det er rigeligt!',
      ],
    },
  },
  giftItems: [
    {
      id: 'gift-honeymoon',
      title: 'Bidrag til bryllupsrejsen',
      description:
        'Vi drømmer om Japan, når kirsebærtræerne blomstrer. Hvert bidrag bringer os lidt nærmere.',
    },
    {
      id: 'gift-plates',
      title: 'Ostindia-tallerkener',
      description: 'Flade tallerkener fra Rörstrands blå og hvide Ostindia-serie. Vi ønsker os tolv.',
    },
    {
      id: 'gift-espresso',
      title: 'Espressomaskine',
      description: 'Til lange morgenmadsstunder og cappuccino på sengen hver søndag.',
    },
  ],
  rsvp: {
    title: 'Svar udbedes',
    menuTitle: 'Tilmelding',
    text: [
      'Svar **senest to måneder før brylluppet**. Tilmeld gerne hele selskabet på én gang, så vi ved, at I hører sammen, når vi laver bordplanen.',
    ],
    confirmationText: ({ name1, name2 }) =>
      `Vi har modtaget dit svar og vender tilbage, når brylluppet nærmer sig. Kærlig hilsen ${name1} & ${name2}`,
  },
  gallery: {
    title: 'Billeder',
    menuTitle: 'Billeder',
    text: ['Nogle af vores yndlingsbilleder – efter brylluppet fylder vi på med billeder fra dagen.'],
  },
  programme: {
    title: 'Dagens program',
    menuTitle: 'Program',
    text: ['Her kan I se hvor og hvornår – tryk på adressen for at finde vej.'],
    ceremony: 'Vielse',
    dinner: 'Middag',
    party: 'Fest',
  },
};

const WIZARD_COPY: Record<DemoLanguage, WizardCopy> = { sv: swedish, en: english, da: danish };

/** The language a site language's texts are written in: its own when written, otherwise English. */
export function copyLanguageOf(language: string): DemoLanguage {
  return language === 'sv' || language === 'da' ? language : 'en';
}

/** The wizard's words for a site language. */
export function wizardCopy(language: string): WizardCopy {
  return WIZARD_COPY[copyLanguageOf(language)];
}
