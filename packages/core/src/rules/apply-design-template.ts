import type { ColorScheme } from '../schemas/color-scheme';
import type { DesignTemplate } from '../schemas/design';
import type { EventLogo } from '../schemas/event-logo';
import type { Site } from '../schemas/site';

/**
 * The template's logo design on the site's logo: the names and the extra line are the owner's and stay.
 * A site without a logo keeps its header title, and a template without one leaves the logo as it is.
 */
function eventLogoAfter(current: EventLogo | null | undefined, template: DesignTemplate): EventLogo | null {
  if (current === null || current === undefined) return null;
  if (template.eventLogo === null || template.eventLogo === undefined) return current;
  const { name1, name2, additionalText } = current;
  return { ...template.eventLogo, name1, name2, additionalText };
}

/** A copy, so that editing the site's colours can never change the template. */
function copyColorScheme(scheme: ColorScheme): ColorScheme {
  return {
    primary: { ...scheme.primary },
    background: { ...scheme.background },
    surface: { ...scheme.surface },
    onPrimary: { ...scheme.onPrimary },
    onBackground: { ...scheme.onBackground },
    onSurface: { ...scheme.onSurface },
  };
}

/**
 * Applies a design template (`002` §2.4, §3): its colour scheme, fonts, theme and decoration replace the
 * site's, its event logo design replaces the site's logo design, and the template's name is recorded in
 * `mostRecentSelectedDesignTemplate`. Content is untouched.
 */
export function applyDesignTemplate<S extends Site>(site: S, template: DesignTemplate): S {
  return {
    ...site,
    colorScheme: copyColorScheme(template.colorScheme),
    fonts: { ...template.fonts },
    theme: template.theme,
    siteGraphic: template.siteGraphic ?? null,
    eventLogo: eventLogoAfter(site.eventLogo, template),
    mostRecentSelectedDesignTemplate: template.name,
  };
}
