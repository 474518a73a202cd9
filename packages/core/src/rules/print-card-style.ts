import { PRINT_PRIMARY_IMAGE_ASPECT_RATIO } from '../constants/print-layouts';
import { fontStack } from '../constants/font-families';
import type { ColorScheme, HslColor } from '../schemas/color-scheme';
import type { Print } from '../schemas/print';
import { hslToRgb } from './color-contrast';
import { PRINT_GRAPHIC_RULES } from './print-card-graphic';

/** A card is A6 (105 × 148 mm) with 3 mm bleed on every side (`decisions.md` §3). */
export const PRINT_PAGE_MM = { width: 111, height: 154, bleed: 3 } as const;

/** The class of the element that holds a card's pages and carries its colours and fonts. */
export const PRINT_CARD_CLASS = 'print-card';
/** A household's name on its card's back (issue 21 item 5). */
export const PRINT_ADDRESSEE_CLASS = 'addressee';

/** A colour as a CSS hex value (the QR code and the PDF use plain sRGB). */
export function hslToHex(color: HslColor): string {
  return `#${hslToRgb(color)
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The card's colours, fonts and photo shape as CSS custom properties, for the `.print-card` element. */
export function printCardVariables(
  print: Pick<Print, 'colorScheme' | 'fonts' | 'layout'>,
): Record<string, string> {
  const scheme: ColorScheme = print.colorScheme;
  const variables: Record<string, string> = {};
  for (const [name, color] of Object.entries(scheme) as [keyof ColorScheme, HslColor][]) {
    variables[`--${kebab(name)}`] = hslToHex(color);
  }
  variables['--heading'] = fontStack(print.fonts.heading);
  variables['--text'] = fontStack(print.fonts.text);
  variables['--ratio'] = String(PRINT_PRIMARY_IMAGE_ASPECT_RATIO[print.layout] ?? 1);
  return variables;
}

const { width, height, bleed } = PRINT_PAGE_MM;

/** The card's rules, unscoped; '&' stands for the card's own element. */
const CARD_RULES = `&{-webkit-print-color-adjust:exact;print-color-adjust:exact;
  font-size:12pt;font-weight:400;line-height:normal;letter-spacing:normal;text-align:left}
*{box-sizing:border-box;margin:0;padding:0;letter-spacing:normal;text-wrap:wrap}
.page{position:relative;width:${width}mm;height:${height}mm;overflow:hidden;break-after:page;
  background:var(--background);color:var(--on-background);font-family:var(--text)}
.page:last-child{break-after:auto}
.safe{position:absolute;inset:${bleed + 8}mm}
.column{display:flex;flex-direction:column;align-items:center;text-align:center}
.centered{justify-content:center}
.spacer{flex:1}
.frame{position:absolute;inset:${bleed + 5}mm;border:.35mm solid var(--primary)}
.frame::after{content:'';position:absolute;inset:1.2mm;border:.15mm solid var(--primary);opacity:.55}
.kicker{font-family:var(--text);font-size:7.5pt;letter-spacing:.28em;text-transform:uppercase;color:var(--primary);margin-bottom:4mm}
.names{font-family:var(--heading);font-weight:400;font-size:30pt;line-height:1.08;overflow-wrap:anywhere}
.details{font-size:9.5pt;line-height:1.55;white-space:pre-line;margin-top:3mm}
.footnote{font-size:7.5pt;letter-spacing:.06em;opacity:.8;white-space:pre-line}
.ornament{display:flex;align-items:center;gap:2.5mm;color:var(--primary);margin:5mm 0 3mm;font-size:7pt}
.ornament span{display:block;width:14mm;height:.25mm;background:currentColor;opacity:.7}
.ornament b{display:block;width:1.6mm;height:1.6mm;background:currentColor;transform:rotate(45deg)}
.genesis.front .safe{padding:14mm 2mm 4mm}
.genesis.front .names{font-size:34pt;margin-top:2mm}
.photo-clean .safe{inset:${bleed + 8}mm ${bleed + 8}mm ${bleed + 6}mm}
.photo-frame{width:100%;aspect-ratio:var(--ratio);overflow:hidden;background:var(--surface)}
.photo{display:block;width:100%;height:100%;object-fit:cover}
.photo-clean .kicker{margin-bottom:2mm}
.photo-clean .names{font-size:24pt}
.photo-clean .details{margin-top:2mm}
.bleed-photo{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.photo-missing{background:linear-gradient(135deg,var(--surface),var(--primary))}
.text-on-photo .plate{position:absolute;left:${bleed + 11}mm;right:${bleed + 11}mm;bottom:${bleed + 14}mm;
  padding:7mm 6mm 6mm;background:color-mix(in srgb,var(--background) 93%,transparent);color:var(--on-background)}
.text-on-photo .plate .kicker{margin-bottom:0}
.text-on-photo .names,.text-on-photo-gradient .names{font-size:26pt}
.text-on-photo .plate .ornament{margin:3mm 0 0}
.text-on-photo-gradient .gradient{position:absolute;inset:0;
  background:linear-gradient(to bottom,transparent 38%,color-mix(in srgb,var(--primary) 55%,transparent) 62%,var(--primary) 100%)}
.text-on-photo-gradient .safe{justify-content:flex-end;color:var(--on-primary)}
.text-on-photo-gradient .kicker{color:var(--on-primary);opacity:.9}
.monogram{display:flex;flex-direction:column;align-items:center}
.monogram-badge{display:flex;align-items:center;justify-content:center;gap:1.5mm;width:26mm;height:26mm;border-radius:50%;
  border:.35mm solid var(--primary);font-family:var(--heading);font-size:20pt;margin-bottom:3mm}
.monogram-badge i{font-style:italic;font-size:11pt;color:var(--primary)}
.monogram .names{font-size:16pt}
.monogram .kicker{margin:2mm 0 0}
.back{background:var(--surface);color:var(--on-surface)}
.back .ornament{margin:0 0 5mm}
.${PRINT_ADDRESSEE_CLASS}{font-family:var(--heading);font-weight:400;font-size:16pt;line-height:1.2;max-width:72mm;
  margin-bottom:4mm;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.qr-text{font-size:10.5pt;line-height:1.55;max-width:66mm;white-space:pre-line}
.no-qr .qr-text{font-family:var(--heading);font-size:15pt;line-height:1.4}
.qr{width:40mm;height:40mm;margin-top:7mm;padding:2.5mm;background:var(--background);border-radius:1.5mm}
.qr svg,.qr img{display:block;width:100%;height:100%}
.qr-url{margin-top:3mm;font-size:7.5pt;letter-spacing:.05em;opacity:.8;overflow-wrap:anywhere}
${PRINT_GRAPHIC_RULES}`;

/** Puts every selector of flat rules under the card's class ('&' is the card itself). */
function scoped(rules: string, scope: string): string {
  return rules
    .split('}')
    .filter((rule) => rule.trim() !== '')
    .map((rule) => {
      const [selectors = '', body = ''] = rule.split('{');
      const prefixed = selectors
        .split(',')
        .map((selector) => {
          const trimmed = selector.trim();
          return trimmed === '&' ? scope : `${scope} ${trimmed}`;
        })
        .join(',');
      return `${prefixed}{${body.trim()}}`;
    })
    .join('\n');
}

/**
 * The look of every card layout, once: the print view (and so the PDF) and the web editor and overview
 * both render the same markup under `.print-card` with this style, so the card looks the same everywhere.
 * Each page is 111 × 154 mm (A6 plus bleed); backgrounds and full-bleed photos run into the bleed and text
 * keeps at least 8 mm inside the cut. Every selector is scoped to the card, so nothing leaks out, and the
 * inherited type settings are fixed, so the page around the card (the editor's, say) leaks nothing in.
 */
export const PRINT_CARD_CSS = scoped(CARD_RULES, `.${PRINT_CARD_CLASS}`);

/** The address a card prints under its QR code: without the scheme and the trailing slash. */
export function printQrUrlLabel(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
