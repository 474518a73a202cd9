import type { CSSProperties } from 'react';
import { DEFAULT_EVENT_LOGO_BADGE, EVENT_LOGO_NAMES } from '@eventsite/core/constants/event-logos';
import { fontFamilyOf } from '@eventsite/core/constants/font-families';
import { eventLogoBadgeFontSize } from '@eventsite/core/rules/event-logo-layout';
import type { HslColor } from '@eventsite/core/schemas/color-scheme';
import type { Fonts } from '@eventsite/core/schemas/design';
import type { EventLogo, EventLogoColor } from '@eventsite/core/schemas/event-logo';
import { EVENT_LOGO_DESIGNS, type EventLogoContent } from './event-logo-designs';
import { useFitScale } from './use-fit-scale';
import styles from './event-logo-view.module.css';

/** The names a DEMO logo shows in the design picker and on demo sites (`001` "Event logo"). */
const DEMO_EVENT_LOGO_NAMES = { name1: 'Emma', name2: 'Oskar' } as const;

export interface EventLogoViewProps {
  eventLogo: EventLogo;
  fonts: Fonts;
  /** A DEMO logo shows sample names instead of the couple's. */
  demo?: boolean;
}

function hslToCss({ h, s, l, a }: HslColor): string {
  return `hsl(${h} ${s}% ${l}% / ${a ?? 1})`;
}

/** A colour the owner set wins only when its override flag is on; otherwise the scheme decides. */
function logoColor(color: EventLogoColor | undefined, schemeColor: string): string {
  return color?.override === true ? hslToCss(color.color) : schemeColor;
}

function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();
}

function logoContent(eventLogo: EventLogo, demo: boolean): EventLogoContent {
  const name1 = demo ? DEMO_EVENT_LOGO_NAMES.name1 : eventLogo.name1;
  const name2 = demo ? DEMO_EVENT_LOGO_NAMES.name2 : eventLogo.name2;
  return {
    name1,
    name2,
    initial1: initialOf(name1),
    initial2: initialOf(name2),
    additionalText: eventLogo.additionalText,
    badge: {
      fontSize: eventLogoBadgeFontSize(eventLogo.fontSizeInitials),
      // Logos saved before the sliders existed have no distances; they get the dialog's defaults (`002` §5).
      offsetX: eventLogo.distanceInitialsX ?? DEFAULT_EVENT_LOGO_BADGE.distanceInitialsX,
      offsetY: eventLogo.distanceInitialsY ?? DEFAULT_EVENT_LOGO_BADGE.distanceInitialsY,
    },
  };
}

/**
 * The wedding header's event logo (`001` "Event logo"), in the site's fonts and colours. It is laid out at
 * its natural size and scaled down by min(1, min(frame width, 1400) / natural width), so it never grows and
 * always fits a phone. An unknown name is an error.
 */
export function EventLogoView({ eventLogo, fonts, demo = false }: EventLogoViewProps) {
  const { frameRef, logoRef, scale, height } = useFitScale<HTMLDivElement, HTMLDivElement>();
  // Older data is not typed at run time, so the name is checked here rather than trusted.
  if (!(EVENT_LOGO_NAMES as readonly string[]).includes(eventLogo.name)) {
    throw new Error(`Unknown event logo: ${String(eventLogo.name)}`);
  }
  const Design = EVENT_LOGO_DESIGNS[eventLogo.name];
  const logoStyle = {
    '--logo-ink': logoColor(eventLogo.colorText, 'var(--color-primary)'),
    '--logo-fill': logoColor(eventLogo.colorBackground, 'transparent'),
    '--logo-heading': `'${fonts.heading}', Georgia, serif`,
    '--logo-text': `'${fonts.text}', Arial, sans-serif`,
    '--logo-scale': scale,
    transform: scale < 1 ? `scale(${scale})` : undefined,
  } as CSSProperties;

  return (
    <div ref={frameRef} className={styles.frame} style={{ height }} data-event-logo={eventLogo.name}>
      <div
        ref={logoRef}
        className={styles.logo}
        style={logoStyle}
        // A script face in capitals ('SARA & JOHAN' in Great Vibes) is hard to read (issue 39 item 10).
        data-script-heading={fontFamilyOf(fonts.heading)?.category === 'script' ? '' : undefined}
      >
        <Design logo={logoContent(eventLogo, demo)} />
      </div>
    </div>
  );
}
