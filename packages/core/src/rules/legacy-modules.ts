import { LEGACY_DEFAULT_TEXTS } from '../constants/default-texts';
import { LEGACY_ID_PREFIXES } from '../constants/legacy-modules';
import type { LegacyModule, LegacyModuleType, LegacyRsvpModuleProperties } from '../schemas/legacy-site';
import { legacyRsvpModulePropertiesSchema } from '../schemas/legacy-site';
import type { RichTextDocument, RichTextInlineNode } from '../schemas/rich-text';
import { siteModuleSchema, type SiteModule } from '../schemas/site-modules';
import { anchorOf } from './anchors';

/*
 * A version-1 module other than the older RSVP holds the version-2 module's content with one string where
 * version 2 has a text per language (docs/legacy-sites.md). These are the keys holding such texts; `text`
 * is rich text everywhere, and a plain string there is read as paragraphs.
 */
const PLAIN_TEXT_KEYS = new Set([
  'title',
  'name',
  'menuTitle',
  'secondLine',
  'secondTitle',
  'description',
  'label',
  'showGiftRegistryButton',
  'reserveButton',
  'cancelReservationButton',
  'labelReserveQuantity',
  'labelReservePassword',
  'labelCancelReservationQuantity',
  'labelCancelReservationPassword',
  'statusTextQuantity',
  'statusTextReservedSingular',
  'statusTextReservedPlural',
  'selectNumberOfGuestsText',
  'oneGuestRsvpButton',
  'guestIndexTitle',
  'sendButton',
  'showFormButton',
  'confirmationTitle',
  'confirmationText',
]);
const RICH_TEXT_KEY = 'text';
/** Lists whose entries hold texts of their own. */
const TEXT_LISTS = new Set(['items', 'giftRegistry', 'customTextFields', 'formElements', 'options']);
/** Objects whose fields are content, not texts: a map, a video, an image, a form. */
const NESTED_CONTENT = new Set(['form']);

/** A line's nodes: its text, or nothing for an empty line. */
function lineNodes(line: string): RichTextInlineNode[] {
  return line === '' ? [] : [{ type: 'text', text: line }];
}

/** Paragraphs from a plain text: a blank line starts a new one, a line break stays one. */
export function richTextFromPlainText(text: string): RichTextDocument {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => ({
      type: 'paragraph' as const,
      content: paragraph
        .split('\n')
        .flatMap((line, index): RichTextInlineNode[] =>
          index === 0 ? lineNodes(line) : [{ type: 'hardBreak' }, ...lineNodes(line)],
        ),
    })),
  };
}

type Json = unknown;

function translated(key: string, value: Json, language: string, inOptions: boolean): Json {
  if (key === RICH_TEXT_KEY && !inOptions) {
    return { [language]: typeof value === 'string' ? richTextFromPlainText(value) : value };
  }
  return { [language]: value };
}

/** `inOptions`: a form question's options, whose `text` is a plain one. */
function withLanguage(value: Json, language: string, inOptions = false): Json {
  if (Array.isArray(value)) return value.map((entry) => withLanguage(entry, language, inOptions));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (field === undefined || field === null) return [key, field];
      if (PLAIN_TEXT_KEYS.has(key) || key === RICH_TEXT_KEY) {
        return [key, translated(key, field, language, inOptions)];
      }
      if (TEXT_LISTS.has(key) || NESTED_CONTENT.has(key)) {
        return [key, withLanguage(field, language, key === 'options')];
      }
      return [key, field];
    }),
  );
}

/** Older data writes the countdown as 'yyyy-mm-dd hh:mm' (`001` §3) and map themes in lower case. */
function withOlderForms(module: LegacyModule): Record<string, Json> {
  const content: Record<string, Json> = { ...module };
  if (typeof content.countdownDate === 'string')
    content.countdownDate = content.countdownDate.replace(' ', 'T');
  const map = content.map;
  if (map !== null && typeof map === 'object' && !Array.isArray(map)) {
    const theme = (map as Record<string, Json>).mapTheme;
    if (typeof theme === 'string') content.map = { ...map, mapTheme: theme.toUpperCase() };
  }
  return content;
}

export type LegacyModuleReading =
  | { kind: 'module'; module: SiteModule }
  | { kind: 'rsvp'; module: LegacyModule; properties: LegacyRsvpModuleProperties }
  | { kind: 'invalid'; problem: string };

/**
 * A version-1 module as the page shows it (`001` §2: older sites have no languages, so every text is in
 * `language`): the older RSVP keeps its own model; every other type becomes the version-2 module.
 */
export function readLegacyModule(module: LegacyModule, language: string): LegacyModuleReading {
  if (module.type === 'Rsvp') {
    const parsed = legacyRsvpModulePropertiesSchema.safeParse(module);
    return parsed.success
      ? { kind: 'rsvp', module, properties: parsed.data }
      : { kind: 'invalid', problem: describeProblem(parsed.error.issues) };
  }
  const { type, slug: _slug, ...content } = withOlderForms(module) as LegacyModule;
  const parsed = siteModuleSchema.safeParse({
    ...(withLanguage(content, language) as object),
    siteModuleType: type,
  });
  return parsed.success
    ? { kind: 'module', module: parsed.data }
    : { kind: 'invalid', problem: describeProblem(parsed.error.issues) };
}

function describeProblem(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const [issue] = issues;
  if (!issue) return 'is not valid';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** What is wrong with a version-1 module's content, or null (the site schema reports it by path). */
export function legacyModuleContentProblem(module: LegacyModule): string | null {
  const reading = readLegacyModule(module, 'sv');
  return reading.kind === 'invalid' ? reading.problem : null;
}

/** A slug unique among `taken`: the title's anchor, else with -2, -3 and so on (`002` §3 "New module (legacy)"). */
export function uniqueLegacySlug(title: string, taken: readonly string[]): string {
  const base = anchorOf(title);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * A module the owner adds to a version-1 site (`002` §3 "New module (legacy)"): id starting CLIENTID,
 * menu title 'Ej namngivet', in the menu, and a slug from that title unique on the site.
 */
export function newLegacyModule(
  type: LegacyModuleType,
  existing: readonly LegacyModule[],
  uniquePart: string,
): LegacyModule {
  const menuTitle = LEGACY_DEFAULT_TEXTS.newModuleMenuTitle;
  return {
    id: `${LEGACY_ID_PREFIXES.module}${uniquePart}`,
    type,
    title: '',
    menuTitle,
    hide: false,
    hideInMenu: false,
    slug: uniqueLegacySlug(
      menuTitle,
      existing.flatMap((module) => (module.slug ? [module.slug] : [])),
    ),
  };
}
