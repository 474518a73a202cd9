import type { Market } from '../constants/platform';
import { onDayOf } from '../rules/schedule-times';
import type { ScheduleEventInput, SiteModuleInput } from '../schemas/site-modules';
import { richTexts, type DemoDate, type Trilingual } from './demo-content';

/*
 * The programme of each brand's demo (issue 34): the day's events at the demo's own places, on the
 * countdown's day. The demo has no guest list, so every event is open to all: a visitor sees them all.
 */

interface DemoEvent {
  id: string;
  /** 'HH:mm' on the demo's day, `days` later. */
  starts: string;
  ends?: string;
  /** The end is on the next day (a party past midnight), or the event is on a later day. */
  endsNextDay?: boolean;
  days?: number;
  title: Trilingual;
  place: Trilingual;
  address: string;
  dressCode: Trilingual;
  text: Trilingual<readonly string[]>;
  askAttendance?: boolean;
}

function scheduleEvent(date: DemoDate, event: DemoEvent): ScheduleEventInput {
  const days = event.days ?? 0;
  return {
    id: event.id,
    title: event.title,
    startsAt: onDayOf(date.countdownDate, event.starts, days),
    endsAt:
      event.ends === undefined
        ? null
        : onDayOf(date.countdownDate, event.ends, days + (event.endsNextDay ? 1 : 0)),
    place: event.place,
    address: event.address,
    dressCode: event.dressCode,
    text: richTexts(event.text),
    openToAll: true,
    // The demo's RSVP asks one 'Kommer du?' for the whole day, as guests and tests answer it.
    askAttendance: event.askAttendance ?? false,
  };
}

interface DemoSchedule {
  title: Trilingual;
  text: Trilingual<readonly string[]>;
  events: readonly DemoEvent[];
}

function scheduleModule(date: DemoDate, schedule: DemoSchedule): SiteModuleInput {
  return {
    id: 'schedule',
    siteModuleType: 'Schedule',
    title: schedule.title,
    // 'Program' is the menu entry of the day's image and text already; two equal entries share an anchor.
    menuTitle: { sv: 'Tidsplan', en: 'Timetable', da: 'Tidsplan' },
    // The demo's menu already fills a desktop's bar; the programme sits right after 'Program' on the page.
    hideInMenu: true,
    text: richTexts(schedule.text),
    events: schedule.events.map((event) => scheduleEvent(date, event)),
  };
}

const WEDDING_TITLE: Trilingual = { sv: 'Dagens program', en: "The day's programme", da: 'Dagens program' };
const WEDDING_TEXT: Trilingual<readonly string[]> = {
  sv: ['Här ser du var och när – tryck på adressen för att hitta dit.'],
  en: ['Where and when – tap an address to find your way.'],
  da: ['Her kan du se hvor og hvornår – tryk på adressen for at finde vej.'],
};

const SWEDISH_WEDDING: DemoSchedule = {
  title: WEDDING_TITLE,
  text: WEDDING_TEXT,
  events: [
    {
      id: 'event-ceremony',
      starts: '15:00',
      ends: '15:45',
      title: { sv: 'Vigsel', en: 'Ceremony', da: 'Vielse' },
      place: { sv: 'Bosjöklosters kyrka', en: 'Bosjökloster Church', da: 'Bosjökloster Kirke' },
      address: 'Bosjökloster 1, 243 95 Höör',
      dressCode: { sv: 'Kavaj', en: 'Lounge suit', da: 'Jakkesæt' },
      text: {
        sv: ['Kom gärna en kvart innan – kyrkan är liten.'],
        en: ['Please arrive fifteen minutes early – the church is small.'],
        da: ['Kom gerne et kvarter før – kirken er lille.'],
      },
    },
    {
      id: 'event-dinner',
      starts: '18:00',
      ends: '21:30',
      title: { sv: 'Middag', en: 'Dinner', da: 'Middag' },
      place: {
        sv: 'Riddarsalen, Bosjökloster',
        en: 'The Knights’ Hall, Bosjökloster',
        da: 'Riddersalen, Bosjökloster',
      },
      address: 'Bosjökloster 1, 243 95 Höör',
      dressCode: { sv: 'Kavaj', en: 'Lounge suit', da: 'Jakkesæt' },
      text: {
        sv: ['Tre rätter med tal och skålar. Bordsplaceringen sitter vid dörren.'],
        en: ['Three courses with speeches and toasts. The seating plan is by the door.'],
        da: ['Tre retter med taler og skåler. Bordplanen hænger ved døren.'],
      },
    },
    {
      id: 'event-party',
      starts: '22:00',
      ends: '02:00',
      endsNextDay: true,
      title: { sv: 'Fest', en: 'Party', da: 'Fest' },
      place: {
        sv: 'Orangeriet, Bosjökloster',
        en: 'The Orangery, Bosjökloster',
        da: 'Orangeriet, Bosjökloster',
      },
      address: 'Bosjökloster 1, 243 95 Höör',
      dressCode: { sv: 'Bekväma dansskor', en: 'Comfortable dancing shoes', da: 'Gode dansesko' },
      text: {
        sv: ['Tårta, brudvals och dans till två. Sista bussen går till Höör och Lund.'],
        en: ['Cake, the first dance and dancing until two. The last bus goes to Höör and Lund.'],
        da: ['Kage, brudevals og dans til klokken to. Sidste bus kører til Höör og Lund.'],
      },
    },
    {
      id: 'event-brunch',
      days: 1,
      starts: '11:00',
      ends: '13:00',
      title: { sv: 'Brunch dagen efter', en: 'Brunch the day after', da: 'Brunch dagen derpå' },
      place: {
        sv: 'Borggården, Bosjökloster',
        en: 'The courtyard, Bosjökloster',
        da: 'Borggården, Bosjökloster',
      },
      address: 'Bosjökloster 1, 243 95 Höör',
      dressCode: { sv: 'Ledigt', en: 'Casual', da: 'Afslappet' },
      text: {
        sv: ['För den som sover över: kaffe, brunch och dagens bästa historier.'],
        en: ['For those staying over: coffee, brunch and the best stories of the day.'],
        da: ['For jer, der overnatter: kaffe, brunch og dagens bedste historier.'],
      },
    },
  ],
};

const DANISH_WEDDING: DemoSchedule = {
  title: WEDDING_TITLE,
  text: WEDDING_TEXT,
  events: [
    {
      id: 'event-ceremony',
      starts: '15:00',
      ends: '15:45',
      title: { da: 'Vielse', en: 'Ceremony', sv: 'Vigsel' },
      place: { da: 'Hørsholm Kirke', en: 'Hørsholm Church', sv: 'Hørsholms kyrka' },
      address: 'Folehavevej 1, 2970 Hørsholm',
      dressCode: { da: 'Jakkesæt', en: 'Lounge suit', sv: 'Kavaj' },
      text: {
        da: ['Kom gerne et kvarter før. Bussen kører til slottet bagefter.'],
        en: ['Please arrive fifteen minutes early. The bus takes you to the castle afterwards.'],
        sv: ['Kom gärna en kvart innan. Bussen kör till slottet efteråt.'],
      },
    },
    {
      id: 'event-dinner',
      starts: '18:30',
      ends: '22:00',
      title: { da: 'Middag', en: 'Dinner', sv: 'Middag' },
      place: { da: 'Kokkedal Slot', en: 'Kokkedal Castle', sv: 'Kokkedal slott' },
      address: 'Kokkedal Allé 1, 2970 Hørsholm',
      dressCode: { da: 'Jakkesæt', en: 'Lounge suit', sv: 'Kavaj' },
      text: {
        da: ['Tre retter med taler og sange. Bordplanen hænger i forhallen.'],
        en: ['Three courses with speeches and songs. The seating plan is in the hall.'],
        sv: ['Tre rätter med tal och sånger. Bordsplaceringen sitter i hallen.'],
      },
    },
    {
      id: 'event-party',
      starts: '22:00',
      ends: '03:00',
      endsNextDay: true,
      title: { da: 'Fest', en: 'Party', sv: 'Fest' },
      place: { da: 'Kokkedal Slot', en: 'Kokkedal Castle', sv: 'Kokkedal slott' },
      address: 'Kokkedal Allé 1, 2970 Hørsholm',
      dressCode: { da: 'Gode dansesko', en: 'Comfortable dancing shoes', sv: 'Bekväma dansskor' },
      text: {
        da: ['Brudevals, kransekage ved midnat og dans til den lyse morgen.'],
        en: ['The first dance, Danish wedding cake at midnight and dancing until dawn.'],
        sv: ['Brudvals, kransekage vid midnatt och dans tills det ljusnar.'],
      },
    },
    {
      id: 'event-brunch',
      days: 1,
      starts: '11:00',
      ends: '13:00',
      title: { da: 'Brunch dagen derpå', en: 'Brunch the day after', sv: 'Brunch dagen efter' },
      place: {
        da: 'Orangeriet, Kokkedal Slot',
        en: 'The Orangery, Kokkedal Castle',
        sv: 'Orangeriet, Kokkedal slott',
      },
      address: 'Kokkedal Allé 1, 2970 Hørsholm',
      dressCode: { da: 'Afslappet', en: 'Casual', sv: 'Ledigt' },
      text: {
        da: ['For jer, der overnatter: kaffe, brunch og dagens bedste historier.'],
        en: ['For those staying over: coffee, brunch and the best stories of the day.'],
        sv: ['För den som sover över: kaffe, brunch och dagens bästa historier.'],
      },
    },
  ],
};

const PARTY_TITLE: Trilingual = {
  sv: 'Kvällens program',
  en: "The evening's programme",
  da: 'Aftenens program',
};
const PARTY_TEXT: Trilingual<readonly string[]> = {
  sv: ['Middagen vill jag veta vilka som kommer till. Till efterfesten är alla välkomna – ta med en vän!'],
  en: [
    'For the dinner I need to know who is coming. Everyone is welcome at the after-party – bring a friend!',
  ],
  da: [
    'Til middagen vil jeg gerne vide, hvem der kommer. Til efterfesten er alle velkomne – tag en ven med!',
  ],
};

const SWEDISH_PARTY: DemoSchedule = {
  title: PARTY_TITLE,
  text: PARTY_TEXT,
  events: [
    {
      id: 'event-dinner',
      starts: '18:00',
      ends: '21:00',
      title: { sv: 'Middag', en: 'Dinner', da: 'Middag' },
      place: { sv: 'Grinda Wärdshus', en: 'Grinda Wärdshus', da: 'Grinda Wärdshus' },
      address: 'Grinda Wärdshus, 130 35 Ingmarsö',
      dressCode: { sv: 'Sommarfint', en: 'Summer smart', da: 'Sommerpænt' },
      text: {
        sv: ['Tre rätter under ljusslingorna, med tal mellan rätterna.'],
        en: ['Three courses under the string lights, with speeches between them.'],
        da: ['Tre retter under lyskæderne med taler mellem retterne.'],
      },
    },
    {
      id: 'event-after-party',
      starts: '22:00',
      ends: '01:00',
      endsNextDay: true,
      title: { sv: 'Efterfest', en: 'After-party', da: 'Efterfest' },
      place: {
        sv: 'Bryggan vid Grinda Wärdshus',
        en: 'The jetty at Grinda Wärdshus',
        da: 'Bryggen ved Grinda Wärdshus',
      },
      address: 'Grinda Wärdshus, 130 35 Ingmarsö',
      dressCode: { sv: 'Dansskor', en: 'Dancing shoes', da: 'Dansesko' },
      text: {
        sv: ['DJ på bryggan. Båten tillbaka till Strömkajen går kl. 01.00.'],
        en: ['A DJ on the jetty. The boat back to Strömkajen leaves at 01:00.'],
        da: ['DJ på bryggen. Båden tilbage til Strömkajen sejler kl. 01.00.'],
      },
      askAttendance: false,
    },
  ],
};

const DANISH_PARTY: DemoSchedule = {
  title: PARTY_TITLE,
  text: PARTY_TEXT,
  events: [
    {
      id: 'event-dinner',
      starts: '18:30',
      ends: '22:00',
      title: { da: 'Middag', en: 'Dinner', sv: 'Middag' },
      place: {
        da: 'Den store sal, Hindsgavl Slot',
        en: 'The great hall, Hindsgavl Castle',
        sv: 'Stora salen, Hindsgavl slott',
      },
      address: 'Hindsgavl Allé 7, 5500 Middelfart',
      dressCode: { da: 'Pænt tøj', en: 'Smart', sv: 'Fint' },
      text: {
        da: ['Tre retter med taler og sange undervejs.'],
        en: ['Three courses, with speeches and songs along the way.'],
        sv: ['Tre rätter med tal och sånger under kvällen.'],
      },
    },
    {
      id: 'event-after-party',
      starts: '22:00',
      ends: '02:00',
      endsNextDay: true,
      title: { da: 'Efterfest', en: 'After-party', sv: 'Efterfest' },
      place: {
        da: 'Kælderbaren, Hindsgavl Slot',
        en: 'The cellar bar, Hindsgavl Castle',
        sv: 'Källarbaren, Hindsgavl slott',
      },
      address: 'Hindsgavl Allé 7, 5500 Middelfart',
      dressCode: { da: 'Dansesko', en: 'Dancing shoes', sv: 'Dansskor' },
      text: {
        da: ['Dansegulvet åbner, og natmaden kommer ved halv et. Sidste bus kører kl. 02.00.'],
        en: [
          'The dance floor opens, and the midnight snack comes at half past twelve. The last bus leaves at 02:00.',
        ],
        sv: ['Dansgolvet öppnar och nattmackan kommer vid halv ett. Sista bussen går kl. 02.00.'],
      },
      askAttendance: false,
    },
  ],
};

const EVENT_TITLE: Trilingual = { sv: 'Dagens pass', en: "The day's sessions", da: 'Dagens sessioner' };
const EVENT_TEXT: Trilingual<readonly string[]> = {
  sv: ['Anmäl dig till de pass du vill vara med på, så vet vi hur många stolar vi behöver.'],
  en: ['Sign up for the sessions you want to join, so we know how many chairs we need.'],
  da: ['Tilmeld dig de sessioner, du vil være med til, så vi ved, hvor mange stole vi skal bruge.'],
};

function eventSessions(venue: Trilingual, address: string, speaker: string): DemoSchedule {
  return {
    title: EVENT_TITLE,
    text: EVENT_TEXT,
    events: [
      {
        id: 'event-keynote',
        starts: '15:00',
        ends: '16:00',
        title: { sv: 'Välkommen och keynote', en: 'Welcome and keynote', da: 'Velkomst og keynote' },
        place: venue,
        address,
        dressCode: { sv: 'Vardagsklädsel', en: 'Business casual', da: 'Hverdagstøj' },
        text: {
          sv: [`Året som gått, och gästtalaren ${speaker} om hur team hittar fokus.`],
          en: [`The year gone by, and guest speaker ${speaker} on how teams find focus.`],
          da: [`Året der gik, og gæstetaleren ${speaker} om, hvordan teams finder fokus.`],
        },
      },
      {
        id: 'event-workshops',
        starts: '16:15',
        ends: '18:00',
        title: { sv: 'Workshoppar', en: 'Workshops', da: 'Workshops' },
        place: venue,
        address,
        dressCode: { sv: 'Vardagsklädsel', en: 'Business casual', da: 'Hverdagstøj' },
        text: {
          sv: ['Blandade grupper om åtta. Ta med en laddad dator.'],
          en: ['Mixed groups of eight. Bring a charged laptop.'],
          da: ['Blandede grupper på otte. Tag en opladet computer med.'],
        },
      },
      {
        id: 'event-dinner',
        starts: '19:30',
        ends: '22:00',
        title: { sv: 'Middag och prisutdelning', en: 'Dinner and awards', da: 'Middag og prisuddeling' },
        place: venue,
        address,
        dressCode: { sv: 'Kavaj', en: 'Smart', da: 'Pænt tøj' },
        text: {
          sv: ['Tre rätter, årets priser och fem blixttalks från kollegor.'],
          en: ["Three courses, this year's awards and five lightning talks from colleagues."],
          da: ['Tre retter, årets priser og fem lynoplæg fra kolleger.'],
        },
      },
      {
        id: 'event-party',
        starts: '22:00',
        ends: '01:00',
        endsNextDay: true,
        title: { sv: 'Fest', en: 'Party', da: 'Fest' },
        place: venue,
        address,
        dressCode: { sv: 'Dansskor', en: 'Dancing shoes', da: 'Dansesko' },
        text: {
          sv: ['DJ och dansgolv till 01.00.'],
          en: ['A DJ and a dance floor until 01:00.'],
          da: ['DJ og dansegulv til kl. 01.00.'],
        },
        askAttendance: false,
      },
    ],
  };
}

const SWEDISH_EVENT = eventSessions(
  { sv: 'Münchenbryggeriet', en: 'Münchenbryggeriet', da: 'Münchenbryggeriet' },
  'Torkel Knutssonsgatan 2, 118 25 Stockholm',
  'Amir Nasser',
);
const DANISH_EVENT = eventSessions(
  { da: 'Docken, Nordhavn', en: 'Docken, Nordhavn', sv: 'Docken, Nordhavn' },
  'Færgehavnsvej 35, 2150 Nordhavn',
  'Omar Haddad',
);

/** The wedding demo's programme: ceremony, dinner, party and a brunch the day after. */
export function weddingDemoSchedule(market: Market, date: DemoDate): SiteModuleInput {
  return scheduleModule(date, market === 'se' ? SWEDISH_WEDDING : DANISH_WEDDING);
}

/** The party demo's programme: a dinner that asks who comes, and an after-party that does not. */
export function partyDemoSchedule(market: Market, date: DemoDate): SiteModuleInput {
  return scheduleModule(date, market === 'se' ? SWEDISH_PARTY : DANISH_PARTY);
}

/** The event demo's programme: the day's sessions. */
export function eventDemoSchedule(market: Market, date: DemoDate): SiteModuleInput {
  return scheduleModule(date, market === 'se' ? SWEDISH_EVENT : DANISH_EVENT);
}
