import { z } from 'zod';
import { COUNTDOWN_DATE_MAX, COUNTDOWN_DATE_MIN } from '../constants/countdown';
import {
  DEFAULT_CONFIRMATION_TITLE,
  DEFAULT_GUEST_INDEX_TITLE,
  DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT,
  DEFAULT_SEND_BUTTON_TEXT,
  DEFAULT_SHOW_FORM_BUTTON_TEXT,
  LEGACY_DEFAULT_TEXTS,
} from '../constants/default-texts';
import { DEFAULT_USER_SELECTED_IMAGE_SIZE, USER_SELECTED_IMAGE_SIZES } from '../constants/image-sizes';
import { DEFAULT_MAP_THEME, DEFAULT_MARKER_COLOR, MAP_THEMES, MAP_ZOOM } from '../constants/map';
import type { SiteModuleType } from '../constants/module-types';
import { MAX_NUMBER_OF_GUESTS } from '../constants/rsvp';
import { VIDEO_TYPES } from '../constants/video';
import { GUEST_PHOTO_MODERATIONS } from '../constants/guest-photos';
import {
  SPEECH_NAME_MAX,
  SPEECH_SLOT_MINUTES_MAX,
  SPEECH_SLOTS_MAX,
  TOASTMASTERS_MAX,
} from '../constants/speeches';
import { mailSchema } from '../api/accounts';
import { entityIdSchema, httpUrlSchema, textSchema } from './common';
import { formSchema } from './form';
import { isMobilePayNumber } from '../rules/mobilepay-number';
import { isSwishPayeeNumber } from '../rules/swish-number';
import { giftItemSchema } from './gift-registry';
import { imageSchema, savedMapImageSchema } from './image';
import type { TranslatableText } from './translatable-text';
import {
  translatableRichTextSchema,
  translatableShortTextSchema,
  translatableTextSchema,
} from './translatable-text';

/** A translatable text that starts from a default, copied so no two modules share one object. */
function textWithDefault(defaultText: TranslatableText) {
  return translatableShortTextSchema.default(() => ({ ...defaultText }));
}

const emptyShortText = () => translatableShortTextSchema.default({});
const emptyLongText = () => translatableTextSchema.default({});
const emptyRichText = () => translatableRichTextSchema.default({});
const optionalImage = () => imageSchema.nullable().default(null);
const userSelectedImageSize = () =>
  z.enum(USER_SELECTED_IMAGE_SIZES).default(DEFAULT_USER_SELECTED_IMAGE_SIZE);

/** Fields every module has (`001` §3, `002` §3 "Site module (common)"). */
const siteModuleCommonShape = {
  id: entityIdSchema,
  title: emptyShortText(),
  /** The menu entry and anchor; the title is used when empty (`001` "Anchors and menu"). */
  menuTitle: emptyShortText(),
  /** Hidden from guests, shown to the owner in edit mode. */
  hide: z.boolean().default(false),
  hideInMenu: z.boolean().default(false),
};

/** Header: image, title (or the site's event logo) and a second line (`001` "Header", `002` §3). */
export const headerModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Header'),
  secondLine: emptyShortText(),
  image: optionalImage(),
  userSelectedImageSize: userSelectedImageSize(),
  /** Moves the title up (-1) or down (1); used by theme9. */
  verticalAlignment: z.union([z.literal(-1), z.literal(0), z.literal(1)]).default(0),
});

/** Title and rich text (`001` "Text"). */
export const textModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Text'),
  text: emptyRichText(),
});

/** Title, second title, rich text and an image (`001` "Image and text"). */
export const imageAndTextModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('ImageAndText'),
  secondTitle: emptyShortText(),
  text: emptyRichText(),
  image: optionalImage(),
  /** What a screen reader says of the image (issue 39 item 7); none makes it decorative. */
  imageAlt: translatableShortTextSchema.optional(),
  userSelectedImageSize: userSelectedImageSize(),
});

/** The embedded video of a Video module; empty until the owner gives a link (`002` §3 "Video"). */
export const videoContentSchema = z.object({
  contentDataType: z.literal('Video').default('Video'),
  type: z.enum(VIDEO_TYPES).default('YouTube'),
  videoUrl: z.union([z.literal(''), httpUrlSchema]).default(''),
  autoStart: z.boolean().default(false),
});
export type VideoContent = z.infer<typeof videoContentSchema>;

/** A YouTube video (`001` "Video", `002` §3). */
export const videoModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Video'),
  video: videoContentSchema.default(() => videoContentSchema.parse({})),
});

const MAX_LIST_ITEMS = 100;

/** An item of a TextAndImageList (`002` §3). */
export const textAndImageListItemSchema = z.object({
  id: entityIdSchema,
  title: emptyShortText(),
  text: emptyRichText(),
  image: optionalImage(),
});
export type TextAndImageListItem = z.infer<typeof textAndImageListItemSchema>;

/** A list of titled texts with images (`001` "List modules", `002` §3). */
export const textAndImageListModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('TextAndImageList'),
  items: z.array(textAndImageListItemSchema).max(MAX_LIST_ITEMS).default([]),
});

/** A person of a PeopleList: image, name, title (role) and rich text (`001` "List modules", `002` §3). */
export const peopleListItemSchema = z.object({
  id: entityIdSchema,
  image: optionalImage(),
  name: emptyShortText(),
  title: emptyShortText(),
  text: emptyRichText(),
});
export type PeopleListItem = z.infer<typeof peopleListItemSchema>;

/** A list of people (`001` "List modules", `002` §3). */
export const peopleListModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('PeopleList'),
  items: z.array(peopleListItemSchema).max(MAX_LIST_ITEMS).default([]),
});

/** An image of a gallery (`001` "Gallery"); `alt` is what a screen reader says of it (issue 39 item 7). */
export const galleryItemSchema = z.object({
  id: entityIdSchema,
  image: imageSchema,
  alt: translatableShortTextSchema.optional(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

const COUNTDOWN_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** A datetime-local value 'YYYY-MM-DDTHH:mm' from 1900-01-01 to 2099-01-01 (`002` §5). */
export const countdownDateSchema = textSchema
  .regex(COUNTDOWN_DATE_PATTERN, 'must be YYYY-MM-DDTHH:mm')
  .refine((date) => date >= `${COUNTDOWN_DATE_MIN}T00:00` && date <= `${COUNTDOWN_DATE_MAX}T00:00`, {
    message: `must be from ${COUNTDOWN_DATE_MIN} to ${COUNTDOWN_DATE_MAX}`,
  });

/**
 * Guests' photos on a gallery (issue 38 item 1): off until the owner switches it on. Dates are local
 * ('YYYY-MM-DDTHH:mm' on the market's clock); null opens at once / never closes / sends no morning-after mail.
 */
export const guestPhotoSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  moderation: z.enum(GUEST_PHOTO_MODERATIONS).default('approveFirst'),
  /** Whether guests see the others' approved photos (the gallery and `/api/sites/public/{siteId}/guest-photos`). */
  guestsSeeOthers: z.boolean().default(true),
  opensAt: countdownDateSchema.nullable().default(null),
  closesAt: countdownDateSchema.nullable().default(null),
  /** When the morning-after mail goes to households that said yes (issue 38 item 5). */
  morningAfterMailAt: countdownDateSchema.nullable().default(null),
});
export type GuestPhotoSettings = z.infer<typeof guestPhotoSettingsSchema>;

/** Title, text and a grid of images (`001` "Gallery", `002` §3). */
export const imageGalleryModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('ImageGallery'),
  text: emptyRichText(),
  items: z.array(galleryItemSchema).max(200).default([]),
  guestPhotos: guestPhotoSettingsSchema.default(() => guestPhotoSettingsSchema.parse({})),
});

/** The map of a Location module (`001` §3, §5, `002` §3, §5). */
export const mapContentSchema = z.object({
  contentDataType: z.literal('Map').default('Map'),
  location: textSchema.trim().max(500).default(''),
  mapTheme: z.enum(MAP_THEMES).default(DEFAULT_MAP_THEME),
  /** Six hex digits without '#'. */
  markerColor: textSchema.regex(/^[0-9a-fA-F]{6}$/, 'must be six hex digits').default(DEFAULT_MARKER_COLOR),
  zoom: z.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max).default(MAP_ZOOM.default),
  /** The stored map picture; none while the location is empty. */
  map: savedMapImageSchema.nullable().default(null),
});
export type MapContent = z.infer<typeof mapContentSchema>;

/** Place and time: image, texts and a map (`001` "Location", `002` §3). */
export const locationModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Location'),
  image: optionalImage(),
  userSelectedImageSize: userSelectedImageSize(),
  secondTitle: emptyShortText(),
  text: emptyRichText(),
  map: mapContentSchema.nullable().default(null),
});

/** Days, hours, minutes and seconds to countdownDate (`001` "Countdown", `002` §3). */
export const countdownModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Countdown'),
  countdownDate: countdownDateSchema,
});

/** A wish list with its button, label and status texts (`001` §3 "Gift registry module", `002` §3). */
export const giftRegistryModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('GiftRegistry'),
  giftRegistry: z.array(giftItemSchema).max(200).default([]),
  /**
   * The hosts' own numbers that money gifts and group-gift shares are paid to (issue 37): a Swish number
   * (se: a Swedish mobile or a 123-number) and a MobilePay number (dk: +45 and 8 digits), stored normalised.
   * The money goes straight from guest to hosts; nothing passes through the product.
   */
  swishNumber: textSchema
    .max(20)
    .refine(isSwishPayeeNumber, 'must be a Swedish mobile (46 7…) or a 123-number, normalised')
    .nullable()
    .default(null),
  mobilePayNumber: textSchema
    .max(20)
    .refine(isMobilePayNumber, 'must be a Danish number, 45 and 8 digits, normalised')
    .nullable()
    .default(null),
  showGiftRegistryButton: emptyShortText(),
  reserveButton: emptyShortText(),
  cancelReservationButton: emptyShortText(),
  labelReserveQuantity: emptyShortText(),
  labelReservePassword: emptyShortText(),
  labelCancelReservationQuantity: emptyShortText(),
  labelCancelReservationPassword: emptyShortText(),
  statusTextQuantity: emptyShortText(),
  statusTextReservedSingular: emptyShortText(),
  statusTextReservedPlural: emptyShortText(),
});

/** RSVP: guests choose how many they are (1 to maxNumberOfGuests) and answer the form each (`001` §3, §4, `002` §3). */
export const rsvpModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Rsvp'),
  /** An introduction above the form; not named by the spec. */
  text: emptyRichText(),
  form: formSchema.default(() => ({ formElements: [] })),
  maxNumberOfGuests: z
    .number()
    .int()
    .min(MAX_NUMBER_OF_GUESTS.min)
    .max(MAX_NUMBER_OF_GUESTS.max)
    .default(MAX_NUMBER_OF_GUESTS.default),
  selectNumberOfGuestsText: emptyShortText(),
  oneGuestRsvpButton: textWithDefault(DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT),
  guestIndexTitle: textWithDefault(DEFAULT_GUEST_INDEX_TITLE),
  sendButton: textWithDefault(DEFAULT_SEND_BUTTON_TEXT),
  confirmationTitle: textWithDefault(DEFAULT_CONFIRMATION_TITLE),
  confirmationText: emptyLongText(),
  /** The last day to answer, YYYY-MM-DD, shown on the module (issue 21, item 4). */
  answerBy: z.iso.date().nullable().default(null),
  /** After the answer-by day the guest sees a closed message and the server refuses answers (`isRsvpClosed`). */
  closeAfterAnswerBy: z.boolean().default(false),
  /** Only households on the guest list answer: through their personal link or by a member's name (issue 21). */
  onlyInvitedGuests: z.boolean().default(false),
});

/** A generic form that is shown after the show-form button (`001` "Form module", `002` §3). */
export const formModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Form'),
  text: emptyRichText(),
  form: formSchema.default(() => ({ formElements: [] })),
  sendButton: textWithDefault(DEFAULT_SEND_BUTTON_TEXT),
  showFormButton: textWithDefault(DEFAULT_SHOW_FORM_BUTTON_TEXT),
  confirmationTitle: textWithDefault(DEFAULT_CONFIRMATION_TITLE),
  confirmationText: emptyLongText(),
});

/** A text field of the older speech and RSVP forms (`002` §3 "Text field definition"). */
export const speechTextFieldSchema = z.object({
  id: entityIdSchema,
  label: textWithDefault({ sv: LEGACY_DEFAULT_TEXTS.textFieldLabel }),
  mandatory: z.boolean().default(false),
});
export type SpeechTextField = z.infer<typeof speechTextFieldSchema>;

/**
 * A toastmaster named on a speech module (issue 36 item 2). Name, mail and phone are shown to guests so they
 * can reach them; the toastmaster's private desk link lives on the server only, never in the module.
 */
export const toastmasterSchema = z.object({
  id: entityIdSchema,
  name: textSchema.trim().max(SPEECH_NAME_MAX).default(''),
  /** '' when not given; the desk link is mailed here. */
  mail: z.union([z.literal(''), mailSchema]).default(''),
  phone: textSchema.trim().max(40).default(''),
});
export type Toastmaster = z.infer<typeof toastmasterSchema>;

/**
 * A slot of the evening's running order a speaker can ask for: a course or the break between two (issue 36
 * item 1). `plannedMinutes` is the time the toastmaster plans for speeches in it (0 = not planned yet).
 */
export const speechSlotSchema = z.object({
  id: entityIdSchema,
  title: emptyShortText(),
  plannedMinutes: z.number().int().min(0).max(SPEECH_SLOT_MINUTES_MAX).default(0),
});
export type SpeechSlot = z.infer<typeof speechSlotSchema>;

/** The older speech sign-up, not offered for the event brand (`001` §4, `002` §2.3, §3 "Speech module"). */
export const speech2ModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Speech2'),
  text: emptyRichText(),
  customTextFields: z.array(speechTextFieldSchema).max(20).default([]),
  sendButton: textWithDefault(DEFAULT_SEND_BUTTON_TEXT),
  showFormButton: textWithDefault({ sv: LEGACY_DEFAULT_TEXTS.speechStartButton }),
  confirmationTitle: textWithDefault(DEFAULT_CONFIRMATION_TITLE),
  confirmationText: textWithDefault({ sv: LEGACY_DEFAULT_TEXTS.speechConfirmationText }),
  /** Issue 36: on a version-2 site the sign-up asks the structured questions and reaches the toastmasters. */
  toastmasters: z.array(toastmasterSchema).max(TOASTMASTERS_MAX).default([]),
  /** Surprise mode: the hosts see only how many signed up and the minutes in all (issue 36 item 3). */
  surprise: z.boolean().default(true),
  /** The last day guests may sign up ('YYYY-MM-DD'); null = `SPEECH_DEADLINE_DAYS_BEFORE` before the site's date. */
  deadline: z.iso.date().nullable().default(null),
  /** The slots offered; empty = the programme's events if there is one, else the whole evening. */
  slots: z.array(speechSlotSchema).max(SPEECH_SLOTS_MAX).default([]),
});

/** At most this many events in one programme (issue 34). */
export const SCHEDULE_EVENTS_MAX = 30;

/**
 * One event of the day's programme (issue 34): a ceremony, a dinner. `openToAll` events are seen by every
 * visitor; the others only through the personal link of a household invited to them, and never reach the
 * shared page (`toPublicSite`). `askAttendance` makes the RSVP ask each person "coming / not coming".
 */
export const scheduleEventSchema = z
  .object({
    id: entityIdSchema,
    title: emptyShortText(),
    /** Local time on the market's clock, as the countdown's date. */
    startsAt: countdownDateSchema,
    endsAt: countdownDateSchema.nullable().default(null),
    place: emptyShortText(),
    /** A street address, searched on a map as written; not translated. */
    address: textSchema.trim().max(500).default(''),
    dressCode: emptyShortText(),
    text: emptyRichText(),
    openToAll: z.boolean().default(true),
    askAttendance: z.boolean().default(true),
  })
  .refine((event) => event.endsAt === null || event.endsAt >= event.startsAt, {
    message: 'must not end before it starts',
    path: ['endsAt'],
  });
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;
export type ScheduleEventInput = z.input<typeof scheduleEventSchema>;

/** The day's programme: its events, shown in time order (issue 34). */
export const scheduleModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Schedule'),
  text: emptyRichText(),
  events: z
    .array(scheduleEventSchema)
    .max(SCHEDULE_EVENTS_MAX)
    .default([])
    .refine((events) => new Set(events.map((event) => event.id)).size === events.length, {
      message: 'event ids must be unique',
    }),
});

/**
 * The seating plan looked up by name (issue 35 item 4): a title, a text and a search field. The plan itself
 * is never in the page; the search asks the server, which answers only while the owner publishes the plan.
 */
export const seatingModuleSchema = z.object({
  ...siteModuleCommonShape,
  siteModuleType: z.literal('Seating'),
  text: emptyRichText(),
});

/** Any module of a version-2 site, told apart by `siteModuleType` (`002` §3). */
export const siteModuleSchema = z.discriminatedUnion('siteModuleType', [
  headerModuleSchema,
  imageAndTextModuleSchema,
  textModuleSchema,
  videoModuleSchema,
  textAndImageListModuleSchema,
  peopleListModuleSchema,
  giftRegistryModuleSchema,
  locationModuleSchema,
  rsvpModuleSchema,
  countdownModuleSchema,
  formModuleSchema,
  imageGalleryModuleSchema,
  speech2ModuleSchema,
  scheduleModuleSchema,
  seatingModuleSchema,
]);
export type SiteModule = z.infer<typeof siteModuleSchema>;
export type SiteModuleInput = z.input<typeof siteModuleSchema>;

/** The module of one type, e.g. `SiteModuleOf<'Rsvp'>`. */
export type SiteModuleOf<T extends SiteModuleType> = Extract<SiteModule, { siteModuleType: T }>;

export type HeaderModule = SiteModuleOf<'Header'>;
export type TextModule = SiteModuleOf<'Text'>;
export type ImageAndTextModule = SiteModuleOf<'ImageAndText'>;
export type VideoModule = SiteModuleOf<'Video'>;
export type TextAndImageListModule = SiteModuleOf<'TextAndImageList'>;
export type PeopleListModule = SiteModuleOf<'PeopleList'>;
export type GiftRegistryModule = SiteModuleOf<'GiftRegistry'>;
export type LocationModule = SiteModuleOf<'Location'>;
export type RsvpModule = SiteModuleOf<'Rsvp'>;
export type CountdownModule = SiteModuleOf<'Countdown'>;
export type FormModule = SiteModuleOf<'Form'>;
export type ImageGalleryModule = SiteModuleOf<'ImageGallery'>;
export type Speech2Module = SiteModuleOf<'Speech2'>;
export type ScheduleModule = SiteModuleOf<'Schedule'>;
export type SeatingModule = SiteModuleOf<'Seating'>;
