import { INTERFACE_LANGUAGES, type Brand, type InterfaceLanguage } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import { privacyPolicyTexts, type PrivacyPolicyFacts, type PrivacySection } from './privacy-policy-texts';

/** The page's path; `/{language}/…` shows it in that language. */
export const PRIVACY_PAGE_PATH = '/integritetspolicy';

/** The brands' accents, as the web app's design tokens have them (`apps/web/src/styles/tokens.css`). */
const ACCENTS: Record<Brand, { accent: string; soft: string }> = {
  party: { accent: '#a9472a', soft: '#f6e2d7' },
  wedding: { accent: '#8a4558', soft: '#f4e3e6' },
  event: { accent: '#2c5f63', soft: '#dfecea' },
};

const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = { sv: 'Svenska', en: 'English', da: 'Dansk' };

/** The product's paper, ink and type, as on the start page and the terms: readable without any script. */
function styles(brand: Brand): string {
  const { accent, soft } = ACCENTS[brand];
  return `
:root{--bg:#f7f1ea;--surface:#fffdfa;--ink:#2a2420;--muted:#6b5f57;--border:#e6dcd2;--accent:${accent};--soft:${soft};
--display:'Playfair Display','Iowan Old Style','Palatino Linotype',Georgia,serif;
--text:'Inter Variable','Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:1rem/1.55 var(--text);-webkit-text-size-adjust:100%}
a{color:var(--accent);text-underline-offset:.2em}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px;border-radius:4px}
.top{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;justify-content:space-between;max-width:72rem;margin:0 auto;padding:1.25rem 1.5rem}
.brand{font:700 1.375rem/1.2 var(--display);color:var(--ink);text-decoration:none}
.languages{display:flex;align-items:center;gap:.25rem;margin:0;padding:0;list-style:none}
.languages a{display:block;padding:.35rem .7rem;border-radius:999px;color:var(--muted);font-size:.875rem;text-decoration:none}
.languages a[aria-current]{background:var(--soft);color:var(--ink);font-weight:600}
main{width:auto;max-width:46rem;margin:.5rem .75rem 3rem;padding:2rem 1.5rem;border:1px solid var(--border);border-radius:1.5rem;background:var(--surface);
box-shadow:0 1px 2px rgb(42 36 32/.04),0 12px 32px -8px rgb(42 36 32/.12),0 32px 64px -24px rgb(42 36 32/.12)}
@media (min-width:48em){main{margin:1.5rem auto 4rem;padding:3rem 4rem}}
header{display:flex;flex-direction:column;gap:.75rem;padding-bottom:1.5rem;margin-bottom:1.5rem;border-bottom:1px solid var(--border)}
.kicker{margin:0;font-size:.8125rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:var(--accent)}
h1{margin:0;font:700 clamp(1.875rem,1.5rem + 1.6vw,2.5rem)/1.2 var(--display)}
.lead{margin:0;font-size:1.125rem;color:var(--muted)}
ol.sections{display:flex;flex-direction:column;gap:2rem;margin:0;padding:0;list-style:none;counter-reset:s}
ol.sections>li{counter-increment:s}
h2{margin:0 0 .75rem;font:700 1.25rem/1.2 var(--display)}
h2::before{content:counter(s) '. ';color:var(--accent)}
p,li{max-width:65ch;line-height:1.7}
p{margin:0}p+p,p+ul,ul+p{margin-top:.75rem}
ul{margin:.75rem 0 0;padding-left:1.25rem}ul li+li{margin-top:.35rem}ul li::marker{color:var(--accent)}
table{width:100%;margin-top:1rem;border-collapse:collapse;font-size:.9375rem}
th,td{padding:.6rem .75rem;text-align:left;vertical-align:top;border-bottom:1px solid var(--border)}
th{font-size:.8125rem;font-weight:600;color:var(--muted);background:var(--bg)}
td:first-child{font-weight:600}
@media (max-width:40em){thead{display:none}table,tbody,tr,td{display:block}tr{padding:.75rem 0;border-bottom:1px solid var(--border)}
td{padding:.1rem 0;border:0}td:last-child{color:var(--muted);font-size:.875rem}}
footer{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;justify-content:center;padding:0 1.5rem 2.5rem;font-size:.875rem;color:var(--muted)}
footer a{color:var(--muted)}`;
}

/** A paragraph's text with `{contactMail}` as a mail link. */
function paragraphHtml(text: string, contactMail: string): string {
  const mail = escapeHtml(contactMail);
  return escapeHtml(text).replaceAll('{contactMail}', `<a href="mailto:${mail}">${mail}</a>`);
}

function sectionHtml(
  section: PrivacySection,
  facts: PrivacyPolicyFacts,
  headings: Record<string, string>,
): string {
  const paragraphs = section.paragraphs.map((text) => `<p>${paragraphHtml(text, facts.contactMail)}</p>`);
  const points = section.points
    ? [`<ul>${section.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`]
    : [];
  const processors = section.processors
    ? [
        `<table><thead><tr><th scope="col">${escapeHtml(headings.name ?? '')}</th><th scope="col">${escapeHtml(headings.purpose ?? '')}</th><th scope="col">${escapeHtml(headings.location ?? '')}</th></tr></thead><tbody>` +
          section.processors
            .map(
              (row) =>
                `<tr><td>${escapeHtml(row.name)}</td><td>${escapeHtml(row.purpose)}</td><td>${escapeHtml(row.location)}</td></tr>`,
            )
            .join('') +
          '</tbody></table>',
      ]
    : [];
  return `<li id="${section.id}"><h2>${escapeHtml(section.title)}</h2>${[...paragraphs, ...points, ...processors].join('')}</li>`;
}

/** The address of the page in a language: the market's own language has none in the path. */
function privacyPagePath(language: InterfaceLanguage, defaultLanguage: InterfaceLanguage): string {
  return language === defaultLanguage ? PRIVACY_PAGE_PATH : `/${language}${PRIVACY_PAGE_PATH}`;
}

/**
 * The privacy page as one HTML document (issue 33 item 1): the server's own, with no script, so it reads
 * the same without JavaScript, and with its styles inline so it needs nothing but this answer.
 */
export function renderPrivacyPage(
  language: InterfaceLanguage,
  defaultLanguage: InterfaceLanguage,
  facts: PrivacyPolicyFacts,
): string {
  const policy = privacyPolicyTexts(language, facts);
  const languages = INTERFACE_LANGUAGES.map((other) => {
    const current = other === language ? ' aria-current="page"' : '';
    return `<li><a href="${privacyPagePath(other, defaultLanguage)}" hreflang="${other}"${current}>${LANGUAGE_NAMES[other]}</a></li>`;
  }).join('');
  const product = escapeHtml(facts.productName);
  return `<!doctype html>
<html lang="${language}" data-brand="${facts.brand}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(policy.title)} – ${product}</title>
<meta name="description" content="${escapeHtml(policy.lead)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${styles(facts.brand)}</style>
</head>
<body>
<nav class="top" aria-label="${escapeHtml(policy.languagesLabel)}">
<a class="brand" href="/">${product}</a>
<ul class="languages">${languages}</ul>
</nav>
<main>
<article aria-labelledby="privacy-title">
<header>
<p class="kicker">${product}</p>
<h1 id="privacy-title">${escapeHtml(policy.title)}</h1>
<p class="lead">${escapeHtml(policy.lead)}</p>
</header>
<ol class="sections">${policy.sections.map((section) => sectionHtml(section, facts, policy.processorHeadings)).join('')}</ol>
</article>
</main>
<footer>
<a href="/">${escapeHtml(policy.startPage)}</a>
<a href="/villkor">${escapeHtml(policy.terms)}</a>
<a href="mailto:${escapeHtml(facts.contactMail)}">${escapeHtml(facts.contactMail)}</a>
</footer>
</body>
</html>`;
}
