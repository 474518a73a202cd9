import type { Brand, Market } from '@eventsite/core/constants/platform';
import type { PublicSite } from '@eventsite/core/schemas/public-site';

/** What the views of a version-1 site are told beyond its version-2 reading. */
export interface LegacyContext {
  /** The older RSVPs that show their form at once (`legacyRsvpShowsFormAtOnce`). */
  rsvpsShowingFormAtOnce: ReadonlySet<string>;
}

/** What every module view is told about where it is shown. */
export interface ModuleContext {
  site: PublicSite;
  /** The site language the texts are read in. */
  language: string;
  /**
   * EDIT shows the owner empty states and placeholders; PUBLIC shows guests only what is filled in.
   * PREVIEW is the owner's Granska: drawn exactly as PUBLIC, but nothing is sent or reserved.
   */
  mode: 'PUBLIC' | 'EDIT' | 'PREVIEW';
  /** False for a still picture of the site (e.g. a design preview): nothing ticks, nothing autoplays. */
  live: boolean;
  /** The build's market, whose clock the event's date and time are read on. */
  market: Market;
  /**
   * A version-1 site, shown through its version-2 reading (`viewLegacySite`): its RSVP modules are the
   * older RSVP and are answered through `/v3/`.
   */
  legacy?: LegacyContext;
  /** The build's brand; read from the page when not given (`main.tsx` sets `data-brand` on `<html>`). */
  brand?: Brand;
  /** The owner's interface language in the editor, for what only the owner reads (the empty modules' hints). */
  ownerLanguage?: string;
}

/** The language of what only the owner reads: the interface's in the editor, else the site's. */
export function ownerLanguageOf(context: ModuleContext): string {
  return context.ownerLanguage ?? context.language;
}

/** The props of every module's guest view. */
export interface ModuleViewProps<M> {
  module: M;
  context: ModuleContext;
}
