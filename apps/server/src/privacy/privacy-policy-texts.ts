import type { Brand, InterfaceLanguage, Market } from '@eventsite/core';

/** What the privacy page's words depend on: the brand, its market and the configured periods. */
export interface PrivacyPolicyFacts {
  productName: string;
  contactMail: string;
  brand: Brand;
  market: Market;
  guestDataMonths: number;
  ipLogDays: number;
}

/** A processor the service uses: who, for what, and where the data is handled. */
interface Processor {
  name: string;
  purpose: string;
  location: string;
}

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  points?: string[];
  processors?: Processor[];
}

/** The privacy page in one language; `{contactMail}` in a paragraph becomes the mail link. */
export interface PrivacyPolicy {
  title: string;
  lead: string;
  sections: PrivacySection[];
  processorHeadings: { name: string; purpose: string; location: string };
  languagesLabel: string;
  startPage: string;
  terms: string;
}

/** Receipts and paid orders are bookkeeping records (bokföringslagen, bogføringsloven). */
const BOOKKEEPING_YEARS = 7;

/**
 * The privacy page's text (issue 33 item 1): what is stored, why, how long, who sees it, the processors
 * and where they run (`decisions.md` §6), the rights of guests and owners, and the contact. The phone
 * payment and the supervisory authority follow the market; the print partner runs for the wedding brand.
 */
export function privacyPolicyTexts(language: InterfaceLanguage, facts: PrivacyPolicyFacts): PrivacyPolicy {
  return TEXTS[language](facts);
}

function sv(facts: PrivacyPolicyFacts): PrivacyPolicy {
  const { productName, guestDataMonths, ipLogDays } = facts;
  const phoneApp = facts.market === 'dk' ? 'MobilePay' : 'Swish';
  const authority =
    facts.market === 'dk'
      ? 'Datatilsynet i Danmark (datatilsynet.dk)'
      : 'Integritetsskyddsmyndigheten, IMY (imy.se)';
  return {
    title: 'Integritetspolicy',
    lead: `Så här hanterar ${productName} personuppgifter: dina som skapar en sida, och dina gästers som svarar på den. Vi sparar bara det som behövs för att sidan ska fungera, och inget säljs eller används för reklam.`,
    processorHeadings: { name: 'Leverantör', purpose: 'Vad de gör', location: 'Var' },
    languagesLabel: 'Språk',
    startPage: `Till ${productName}`,
    terms: 'Användarvillkor',
    sections: [
      {
        id: 'roles',
        title: 'Vem som ansvarar',
        paragraphs: [
          `För ditt konto, dina betalningar och dina kvitton är ${productName} personuppgiftsansvarig.`,
          `För gästernas uppgifter, till exempel svar på OSA och formulär, är du som äger sidan personuppgiftsansvarig. ${productName} är ditt personuppgiftsbiträde: vi behandlar gästernas uppgifter för din räkning och bara för att sidan ska fungera, enligt användarvillkoren.`,
        ],
      },
      {
        id: 'stored',
        title: 'Vilka uppgifter vi sparar',
        paragraphs: ['Om dig som äger en sida:'],
        points: [
          'e-postadress och lösenord (lösenordet bara som ett krypterat avtryck)',
          'sidans innehåll: texter, bilder, video­länkar och tidigare versioner',
          'betalningar, kvitton och, för tryckta kort, namn och leveransadress',
          'gäster: namn, e-postadress, telefonnummer och postadress i gästlistan',
          'gästernas svar: om de kommer, svar på frågor och formulär, tal och meddelanden till er',
          'svar om kost och allergier, som är känsliga uppgifter om hälsa och bara sparas om gästen samtycker',
          `tekniska uppgifter: IP-adress i loggar och mot överbelastning, en cookie för inloggningen och en för att räkna besök`,
        ],
      },
      {
        id: 'purpose',
        title: 'Varför',
        paragraphs: [
          'Vi behandlar uppgifterna för att kunna leverera tjänsten du har beställt (avtal): visa sidan, ta emot gästernas svar och visa dem för dig, skicka e-post och ta betalt.',
          'Kvitton sparar vi för att bokföringslagen kräver det. Uppgifter om kost och allergier behandlas bara med gästens uttryckliga samtycke. IP-adresser i loggar sparar vi för att skydda tjänsten mot missbruk (berättigat intresse).',
          'Vi använder inga spårningscookies, ingen annonsering och ingen analys från tredje part.',
        ],
      },
      {
        id: 'retention',
        title: 'Hur länge',
        paragraphs: [],
        points: [
          `Gästernas uppgifter (svar, gästlista, reservationer, tal och bilder) raderas ${guestDataMonths} månader efter att sidans publicering har upphört. En sida som aldrig publiceras raderas ${guestDataMonths} månader efter att den sparades senast. Du får e-post 30 och 7 dagar innan, med en länk för att ladda ner allt.`,
          `Loggar och spärrar som innehåller IP-adresser sparas högst ${ipLogDays} dagar.`,
          'Ditt konto och din sida finns kvar tills du raderar dem. Då raderas allt personligt direkt.',
          `Kvitton och betalda beställningar sparas i ${BOOKKEEPING_YEARS} år som bokföring, utan namn och adress.`,
        ],
      },
      {
        id: 'access',
        title: 'Vem som ser uppgifterna',
        paragraphs: [
          'Gästernas svar ser bara värdarna, alltså de som äger sidan. Svar om kost och allergier kan värdarna dela med sin cateringfirma. En gäst ser sitt eget hushålls svar genom sin personliga länk, aldrig någon annans.',
          'Vi läser inte era uppgifter, utom när det behövs för att hjälpa dig när du ber om det eller för att rätta ett fel.',
        ],
      },
      {
        id: 'processors',
        title: 'Leverantörer vi anlitar',
        paragraphs: [
          'De här företagen behandlar uppgifter åt oss, som våra personuppgiftsbiträden, och bara för sin del av tjänsten. Uppgifter som förs utanför EU/EES skyddas av EU-kommissionens standardavtalsklausuler.',
        ],
        processors: processors(facts, {
          hosting: ['Vår driftsleverantör', 'Drift och lagring av sidor, svar och bilder', 'Servrar i EU'],
          mail: ['Vår e-postleverantör', 'E-post till dig och dina gäster', 'EU'],
          stripe: ['Kortbetalningar', 'Irland (EU); kan föras till USA'],
          phone: [`${phoneApp}-betalningar`, phoneLocation(facts.market, 'sv')],
          gelato: ['Tryck och leverans av inbjudningskort', 'Norge (EES)'],
          youtube: [
            'Visar en video på sidan, först när gästen klickar på den',
            'Irland (EU); kan föras till USA',
          ],
        }),
      },
      {
        id: 'rights',
        title: 'Dina rättigheter',
        paragraphs: [
          'Gäster: genom din personliga länk ser du vad ditt hushåll har svarat, och kan ändra svaret eller ta tillbaka det. Tar du tillbaka det raderas svaret helt. Du kan också vända dig till värdarna, som kan radera ditt svar eller hela ditt hushåll.',
          'Du som äger en sida: på kontosidan laddar du ner alla dina uppgifter och raderar ditt konto. Du kan radera enskilda svar och hushåll i svarslistan och gästlistan.',
          `Alla har rätt att få veta vilka uppgifter vi har om dem, att få fel rättade, att få uppgifter raderade och att invända mot behandlingen. Är du inte nöjd med hur vi hanterar dina uppgifter kan du klaga hos ${authority}.`,
        ],
      },
      {
        id: 'contact',
        title: 'Kontakt',
        paragraphs: ['Frågor om dina uppgifter eller om den här policyn? Skriv till {contactMail}.'],
      },
    ],
  };
}

function en(facts: PrivacyPolicyFacts): PrivacyPolicy {
  const { productName, guestDataMonths, ipLogDays } = facts;
  const phoneApp = facts.market === 'dk' ? 'MobilePay' : 'Swish';
  const authority =
    facts.market === 'dk'
      ? 'the Danish Data Protection Agency, Datatilsynet (datatilsynet.dk)'
      : 'the Swedish Authority for Privacy Protection, IMY (imy.se)';
  return {
    title: 'Privacy policy',
    lead: `How ${productName} handles personal data: yours as the one who creates a site, and your guests’ when they reply on it. We keep only what the site needs to work, and nothing is sold or used for advertising.`,
    processorHeadings: { name: 'Provider', purpose: 'What they do', location: 'Where' },
    languagesLabel: 'Language',
    startPage: `To ${productName}`,
    terms: 'Terms of use',
    sections: [
      {
        id: 'roles',
        title: 'Who is responsible',
        paragraphs: [
          `For your account, your payments and your receipts, ${productName} is the controller.`,
          `For your guests’ data, such as RSVP and form answers, you as the site’s owner are the controller. ${productName} is your data processor: we process your guests’ data on your behalf and only so that the site works, as the terms of use set out.`,
        ],
      },
      {
        id: 'stored',
        title: 'What we store',
        paragraphs: ['About you who own a site:'],
        points: [
          'mail address and password (the password only as an encrypted fingerprint)',
          'the site’s content: texts, images, video links and earlier versions',
          'payments, receipts and, for printed cards, the name and delivery address',
          'guests: names, mail addresses, phone numbers and postal addresses in the guest list',
          'guests’ answers: whether they come, answers to questions and forms, speeches and messages to you',
          'diet and allergy answers, which are sensitive health data and are stored only with the guest’s consent',
          'technical data: IP addresses in logs and against overload, a cookie for logging in and one for counting visits',
        ],
      },
      {
        id: 'purpose',
        title: 'Why',
        paragraphs: [
          'We process the data to deliver the service you ordered (contract): showing the site, taking your guests’ answers and showing them to you, sending mail and taking payment.',
          'We keep receipts because bookkeeping law requires it. Diet and allergy answers are processed only with the guest’s explicit consent. We keep IP addresses in logs to protect the service against abuse (legitimate interest).',
          'We use no tracking cookies, no advertising and no third-party analytics.',
        ],
      },
      {
        id: 'retention',
        title: 'For how long',
        paragraphs: [],
        points: [
          `Guests’ data (answers, guest list, reservations, speeches and photos) is erased ${guestDataMonths} months after the site’s publication ends. A site that is never published is erased ${guestDataMonths} months after it was last saved. You get a mail 30 and 7 days before, with a link to download everything.`,
          `Logs and blocks that hold IP addresses are kept at most ${ipLogDays} days.`,
          'Your account and your site stay until you delete them; then everything personal is erased at once.',
          `Receipts and paid orders are kept for ${BOOKKEEPING_YEARS} years as bookkeeping records, without name and address.`,
        ],
      },
      {
        id: 'access',
        title: 'Who sees the data',
        paragraphs: [
          'Only the hosts, the site’s owners, see the guests’ answers. The hosts may share diet and allergy answers with their caterer. A guest sees their own household’s answer through their personal link, never anyone else’s.',
          'We do not read your data, except when needed to help you at your request or to fix a fault.',
        ],
      },
      {
        id: 'processors',
        title: 'Providers we use',
        paragraphs: [
          'These companies process data for us, as our processors, and only for their part of the service. Data transferred outside the EU/EEA is protected by the European Commission’s standard contractual clauses.',
        ],
        processors: processors(facts, {
          hosting: [
            'Our hosting provider',
            'Running and storing sites, answers and images',
            'Servers in the EU',
          ],
          mail: ['Our mail provider', 'Mail to you and your guests', 'EU'],
          stripe: ['Card payments', 'Ireland (EU); may be transferred to the USA'],
          phone: [`${phoneApp} payments`, phoneLocation(facts.market, 'en')],
          gelato: ['Printing and delivering invitation cards', 'Norway (EEA)'],
          youtube: [
            'Shows a video on the site, only once the guest clicks it',
            'Ireland (EU); may be transferred to the USA',
          ],
        }),
      },
      {
        id: 'rights',
        title: 'Your rights',
        paragraphs: [
          'Guests: through your personal link you see what your household answered, and can change the answer or withdraw it. Withdrawing erases the answer completely. You can also turn to the hosts, who can erase your answer or your whole household.',
          'You who own a site: on the account page you download all your data and delete your account. You can erase single answers and households in the answers list and the guest list.',
          `Everyone has the right to know what data we hold about them, to have errors corrected, to have data erased and to object to the processing. If you are not satisfied with how we handle your data, you can complain to ${authority}.`,
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        paragraphs: ['Questions about your data or this policy? Write to {contactMail}.'],
      },
    ],
  };
}

function da(facts: PrivacyPolicyFacts): PrivacyPolicy {
  const { productName, guestDataMonths, ipLogDays } = facts;
  const phoneApp = facts.market === 'dk' ? 'MobilePay' : 'Swish';
  const authority =
    facts.market === 'dk'
      ? 'Datatilsynet (datatilsynet.dk)'
      : 'den svenske tilsynsmyndighed, Integritetsskyddsmyndigheten, IMY (imy.se)';
  return {
    title: 'Privatlivspolitik',
    lead: `Sådan behandler ${productName} personoplysninger: dine, når du laver en side, og dine gæsters, når de svarer på den. Vi gemmer kun det, siden har brug for, og intet sælges eller bruges til reklame.`,
    processorHeadings: { name: 'Leverandør', purpose: 'Hvad de gør', location: 'Hvor' },
    languagesLabel: 'Sprog',
    startPage: `Til ${productName}`,
    terms: 'Brugervilkår',
    sections: [
      {
        id: 'roles',
        title: 'Hvem der er ansvarlig',
        paragraphs: [
          `For din konto, dine betalinger og dine kvitteringer er ${productName} dataansvarlig.`,
          `For gæsternes oplysninger, for eksempel svar på tilmeldinger og formularer, er du som ejer af siden dataansvarlig. ${productName} er din databehandler: Vi behandler gæsternes oplysninger på dine vegne og kun for at siden kan fungere, som brugervilkårene beskriver.`,
        ],
      },
      {
        id: 'stored',
        title: 'Hvilke oplysninger vi gemmer',
        paragraphs: ['Om dig, der ejer en side:'],
        points: [
          'e-mailadresse og adgangskode (adgangskoden kun som et krypteret aftryk)',
          'sidens indhold: tekster, billeder, videolinks og tidligere versioner',
          'betalinger, kvitteringer og, for trykte kort, navn og leveringsadresse',
          'gæster: navne, e-mailadresser, telefonnumre og postadresser på gæstelisten',
          'gæsternes svar: om de kommer, svar på spørgsmål og formularer, taler og beskeder til jer',
          'svar om kost og allergier, som er følsomme helbredsoplysninger og kun gemmes, hvis gæsten giver samtykke',
          'tekniske oplysninger: IP-adresse i logfiler og mod overbelastning, en cookie til login og en til at tælle besøg',
        ],
      },
      {
        id: 'purpose',
        title: 'Hvorfor',
        paragraphs: [
          'Vi behandler oplysningerne for at levere den tjeneste, du har bestilt (aftale): vise siden, modtage gæsternes svar og vise dem for dig, sende e-mails og tage imod betaling.',
          'Kvitteringer gemmer vi, fordi bogføringsloven kræver det. Svar om kost og allergier behandles kun med gæstens udtrykkelige samtykke. IP-adresser i logfiler gemmer vi for at beskytte tjenesten mod misbrug (legitim interesse).',
          'Vi bruger ingen sporingscookies, ingen annoncering og ingen analyse fra tredjeparter.',
        ],
      },
      {
        id: 'retention',
        title: 'Hvor længe',
        paragraphs: [],
        points: [
          `Gæsternes oplysninger (svar, gæsteliste, reservationer, taler og billeder) slettes ${guestDataMonths} måneder efter, at sidens udgivelse er ophørt. En side, der aldrig udgives, slettes ${guestDataMonths} måneder efter, at den sidst blev gemt. Du får en e-mail 30 og 7 dage før, med et link til at downloade det hele.`,
          `Logfiler og spærringer med IP-adresser gemmes højst ${ipLogDays} dage.`,
          'Din konto og din side bliver, indtil du sletter dem. Så slettes alt personligt med det samme.',
          `Kvitteringer og betalte bestillinger gemmes i ${BOOKKEEPING_YEARS} år som bogføring, uden navn og adresse.`,
        ],
      },
      {
        id: 'access',
        title: 'Hvem der ser oplysningerne',
        paragraphs: [
          'Kun værterne, altså ejerne af siden, ser gæsternes svar. Værterne kan dele svar om kost og allergier med deres cateringfirma. En gæst ser sin egen husstands svar gennem sit personlige link, aldrig andres.',
          'Vi læser ikke jeres oplysninger, undtagen når det er nødvendigt for at hjælpe dig, når du beder om det, eller for at rette en fejl.',
        ],
      },
      {
        id: 'processors',
        title: 'Leverandører, vi bruger',
        paragraphs: [
          'Disse virksomheder behandler oplysninger for os som vores databehandlere og kun for deres del af tjenesten. Oplysninger, der overføres uden for EU/EØS, er beskyttet af EU-Kommissionens standardkontraktbestemmelser.',
        ],
        processors: processors(facts, {
          hosting: ['Vores driftsleverandør', 'Drift og lagring af sider, svar og billeder', 'Servere i EU'],
          mail: ['Vores e-mailleverandør', 'E-mails til dig og dine gæster', 'EU'],
          stripe: ['Kortbetalinger', 'Irland (EU); kan overføres til USA'],
          phone: [`${phoneApp}-betalinger`, phoneLocation(facts.market, 'da')],
          gelato: ['Tryk og levering af invitationskort', 'Norge (EØS)'],
          youtube: [
            'Viser en video på siden, først når gæsten klikker på den',
            'Irland (EU); kan overføres til USA',
          ],
        }),
      },
      {
        id: 'rights',
        title: 'Dine rettigheder',
        paragraphs: [
          'Gæster: Gennem dit personlige link ser du, hvad din husstand har svaret, og kan ændre svaret eller trække det tilbage. Trækker du det tilbage, slettes svaret helt. Du kan også henvende dig til værterne, som kan slette dit svar eller hele din husstand.',
          'Du, der ejer en side: På kontosiden downloader du alle dine oplysninger og sletter din konto. Du kan slette enkelte svar og husstande i svarlisten og på gæstelisten.',
          `Alle har ret til at få at vide, hvilke oplysninger vi har om dem, til at få fejl rettet, til at få oplysninger slettet og til at gøre indsigelse mod behandlingen. Er du ikke tilfreds med, hvordan vi behandler dine oplysninger, kan du klage til ${authority}.`,
        ],
      },
      {
        id: 'contact',
        title: 'Kontakt',
        paragraphs: ['Spørgsmål om dine oplysninger eller om denne politik? Skriv til {contactMail}.'],
      },
    ],
  };
}

const TEXTS: Record<InterfaceLanguage, (facts: PrivacyPolicyFacts) => PrivacyPolicy> = { sv, en, da };

/** What a processor does and where; the providers we run on unnamed here get a name in the language too. */
type ProcessorTexts = Record<'stripe' | 'phone' | 'gelato' | 'youtube', [string, string]> &
  Record<'hosting' | 'mail', [string, string, string]>;

/** Where the phone payment provider runs: Swish in Sweden, Vipps MobilePay in Norway and Denmark. */
function phoneLocation(market: Market, language: InterfaceLanguage): string {
  if (market === 'se') return { sv: 'Sverige (EU)', en: 'Sweden (EU)', da: 'Sverige (EU)' }[language];
  return {
    sv: 'Norge och Danmark (EES)',
    en: 'Norway and Denmark (EEA)',
    da: 'Norge og Danmark (EØS)',
  }[language];
}

/** The processors of this brand and market (`decisions.md` §6 and §8); prints are the wedding brand's. */
function processors(facts: PrivacyPolicyFacts, texts: ProcessorTexts): Processor[] {
  const row = (name: string, [purpose, location]: [string, string]): Processor => ({
    name,
    purpose,
    location,
  });
  return [
    row(texts.hosting[0], [texts.hosting[1], texts.hosting[2]]),
    row(texts.mail[0], [texts.mail[1], texts.mail[2]]),
    row('Stripe Payments Europe', texts.stripe),
    row(facts.market === 'dk' ? 'Vipps MobilePay' : 'Getswish (Swish)', texts.phone),
    ...(facts.brand === 'wedding' ? [row('Gelato', texts.gelato)] : []),
    row('YouTube (Google Ireland)', texts.youtube),
  ];
}
