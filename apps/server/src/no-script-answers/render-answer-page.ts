import {
  translateText,
  withHostsWord,
  type Brand,
  type FormElement,
  type FormModule,
  type InterfaceLanguage,
  type RsvpModule,
  type Speech2Module,
  type ScheduleEvent,
} from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import { answerPageText } from './answer-page-texts';
import { eventFieldName, questionFieldName, type PostedFields } from './answer-post-fields';

/** What the page shows: the choice of how many answer, the questions, the confirmation, or a closed RSVP. */
export type AnswerPageView =
  | { step: 'choose'; maxGuests: number }
  | {
      step: 'questions';
      guests: number;
      postKey: string;
      /** The events each guest is asked "coming / not coming" about. */
      events: readonly Pick<ScheduleEvent, 'id' | 'title'>[];
      asksDiet: boolean;
      /** A personal link's household, whose answer the page sends with its token, and its greeting. */
      household: { token: string; greeting: string } | null;
      /** What the guest posted (or a household's names), shown in the fields. */
      fields: PostedFields;
      /** An error beside its field, by field name. */
      fieldErrors: Readonly<Record<string, string>>;
      /** The error above the form, when the answer was refused. */
      error: string | null;
    }
  | { step: 'sent' }
  | { step: 'closed' };

export interface AnswerPageModel {
  /** The language of the page's own words. */
  language: InterfaceLanguage;
  /** The site language the owner's texts are read in. */
  siteLanguage: string;
  brand: Brand;
  module: RsvpModule | FormModule | Speech2Module;
  /** The questions: the form's, or a speech sign-up's text fields. */
  elements: readonly FormElement[];
  /** Where the page's forms go (its own address, without a query). */
  action: string;
  backHref: string;
  view: AnswerPageView;
}

const ACCENTS: Record<Brand, string> = { party: '#a9472a', wedding: '#8a4558', event: '#2c5f63' };

/** Paper, ink and type as the privacy page has them: readable and usable without any script. */
function styles(brand: Brand): string {
  return `
:root{--bg:#f7f1ea;--surface:#fffdfa;--ink:#2a2420;--muted:#6b5f57;--border:#d9ccbf;--accent:${ACCENTS[brand]};--error:#a3261b;
--display:'Iowan Old Style','Palatino Linotype',Georgia,serif;--text:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:1rem/1.55 var(--text);-webkit-text-size-adjust:100%}
main{max-width:40rem;margin:.75rem;padding:1.75rem 1.25rem;border:1px solid var(--border);border-radius:1.25rem;background:var(--surface)}
@media (min-width:48em){main{margin:2.5rem auto;padding:2.5rem 3rem}}
h1{margin:0 0 1.25rem;font:700 clamp(1.75rem,1.4rem + 1.5vw,2.25rem)/1.2 var(--display)}
h2,legend{font:700 1.25rem/1.3 var(--display);padding:0}
a{color:var(--accent);text-underline-offset:.2em}
form{display:flex;flex-direction:column;gap:1.25rem}
fieldset{margin:0;padding:0;border:0;display:flex;flex-direction:column;gap:1rem}
form>fieldset+fieldset{padding-top:1.25rem;border-top:1px solid var(--border)}
fieldset fieldset{gap:.35rem}
fieldset fieldset legend{font:600 1rem/1.4 var(--text);margin-bottom:.35rem}
label{font-weight:600}
.field{display:flex;flex-direction:column;gap:.35rem}
.choice{display:flex;align-items:center;gap:.6rem;font-weight:400;min-height:2.75rem}
.choice input{width:1.25rem;height:1.25rem;margin:0;accent-color:var(--accent)}
input[type=text],select{width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #8c7d71;border-radius:.5rem;background:#fff;color:var(--ink);font:inherit}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
:is(input,select,textarea)[aria-invalid=true]{border-color:var(--error)}
.hint{margin:0;color:var(--muted);font-size:.9375rem}
.field-error{margin:0;color:var(--error);font-weight:600}
.alert{margin:0 0 1.25rem;padding:.75rem 1rem;border:2px solid var(--error);border-radius:.75rem;color:var(--error);font-weight:600}
.note{margin:0;color:var(--muted)}
.greeting{margin:0;font:italic 1.125rem/1.4 var(--display);color:var(--accent)}
button{align-self:flex-start;min-height:2.75rem;padding:.6rem 1.5rem;border:0;border-radius:999px;background:var(--accent);color:#fff;font:600 1rem/1.2 var(--text);cursor:pointer}
.other{margin-top:2rem;padding-top:1.5rem;border-top:1px solid var(--border)}
.other h2{margin:0 0 1rem}
button.secondary{background:transparent;color:var(--accent);box-shadow:inset 0 0 0 2px var(--accent)}
.back{display:inline-block;margin-top:1.5rem}`;
}

/** A field's error paragraph, which the field names in `aria-describedby`. */
export function fieldError(id: string, error: string | undefined): string {
  return error === undefined ? '' : `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>`;
}

/** "Answer only if …" beside a question with a show condition (`001` §5): without script all questions show. */
function conditionHint(
  element: FormElement,
  elements: readonly FormElement[],
  model: AnswerPageModel,
): string {
  const condition = element.showConditions[0];
  const source = elements.find((candidate) => candidate.id === condition?.formElementId);
  if (!condition || source?.formElementType !== 'SingleSelect') return '';
  const option = source.options.find((candidate) => candidate.id === condition.formElementOptionIds[0]);
  return `<p class="hint">${escapeHtml(
    answerPageText('onlyIf', model.language, {
      option: translateText(option?.text, model.siteLanguage),
      question: translateText(source.label, model.siteLanguage),
    }),
  )}</p>`;
}

function questionHtml(
  element: FormElement,
  guestIndex: number,
  model: AnswerPageModel,
  view: Extract<AnswerPageView, { step: 'questions' }>,
): string {
  const name = questionFieldName(guestIndex, element.id);
  const id = `f-${name.replace('/', '-')}`;
  const label = escapeHtml(translateText(element.label, model.siteLanguage));
  const value = view.fields[name] ?? '';
  const error = view.fieldErrors[name];
  const invalid = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-error"`;
  const hint = conditionHint(element, model.elements, model);
  if (element.formElementType === 'ShortText') {
    return `<div class="field"><label for="${id}">${label}</label>${hint}
<input type="text" id="${id}" name="${escapeHtml(name)}" value="${escapeHtml(value)}" maxlength="2000"${invalid}>${fieldError(id, error)}</div>`;
  }
  const options = element.options
    .map(
      (option) =>
        `<label class="choice"><input type="radio" name="${escapeHtml(name)}" value="${escapeHtml(option.id)}"${
          option.id === value ? ' checked' : ''
        }${invalid}>${escapeHtml(translateText(option.text, model.siteLanguage))}</label>`,
    )
    .join('');
  return `<fieldset id="${id}"><legend>${label}</legend>${hint}${options}${fieldError(id, error)}</fieldset>`;
}

function eventHtml(
  event: Pick<ScheduleEvent, 'id' | 'title'>,
  guestIndex: number,
  model: AnswerPageModel,
  fields: PostedFields,
): string {
  const name = escapeHtml(eventFieldName(guestIndex, event.id));
  const value = fields[eventFieldName(guestIndex, event.id)];
  const choice = (answer: 'yes' | 'no', text: 'coming' | 'notComing') =>
    `<label class="choice"><input type="radio" name="${name}" value="${answer}"${
      value === answer ? ' checked' : ''
    }>${escapeHtml(answerPageText(text, model.language))}</label>`;
  return `<fieldset><legend>${escapeHtml(translateText(event.title, model.siteLanguage))}</legend>${choice('yes', 'coming')}${choice('no', 'notComing')}</fieldset>`;
}

function questionsHtml(model: AnswerPageModel, view: Extract<AnswerPageView, { step: 'questions' }>): string {
  const { module, siteLanguage, language } = model;
  const { elements } = model;
  const guestTitle =
    module.siteModuleType === 'Rsvp' ? translateText(module.guestIndexTitle, siteLanguage) : '';
  const guests = Array.from({ length: view.guests }, (_, index) => {
    const questions = elements.map((element) => questionHtml(element, index, model, view)).join('\n');
    const events = view.events.map((event) => eventHtml(event, index, model, view.fields)).join('\n');
    if (module.siteModuleType !== 'Rsvp') return questions;
    return `<fieldset><legend>${escapeHtml(`${guestTitle} ${index + 1}`)}</legend>${questions}${events}</fieldset>`;
  }).join('\n');
  const consent = view.asksDiet
    ? `<p class="note">${escapeHtml(withHostsWord(answerPageText('dietConsentNote', language), model.brand, language))}</p>
<label class="choice"><input type="checkbox" name="dietConsent" value="yes"${view.fields['dietConsent'] === 'yes' ? ' checked' : ''}>${escapeHtml(
        answerPageText('dietConsentLabel', language),
      )}</label>`
    : '';
  const alert =
    view.error === null
      ? ''
      : `<p class="alert" role="alert" id="answer-error">${escapeHtml(view.error)}</p>`;
  return `${alert}<form method="post" action="${escapeHtml(model.action)}">
<input type="hidden" name="postKey" value="${escapeHtml(view.postKey)}">
<input type="hidden" name="guests" value="${view.guests}">
<input type="hidden" name="lang" value="${language}">
${
  view.household === null
    ? ''
    : `<input type="hidden" name="householdToken" value="${escapeHtml(view.household.token)}">
<p class="greeting">${escapeHtml(view.household.greeting)}</p>`
}
${guests}
${consent}
<button type="submit">${escapeHtml(translateText(module.sendButton, siteLanguage))}</button>
</form>`;
}

function chooseHtml(model: AnswerPageModel, maxGuests: number): string {
  const options = Array.from(
    { length: maxGuests },
    (_, index) => `<option value="${index + 1}">${index + 1}</option>`,
  ).join('');
  return `<form method="get" action="${escapeHtml(model.action)}">
<input type="hidden" name="lang" value="${model.language}">
<div class="field"><label for="guests">${escapeHtml(answerPageText('numberOfGuests', model.language))}</label>
<select id="guests" name="guests">${options}</select></div>
<button type="submit">${escapeHtml(answerPageText('next', model.language))}</button>
</form>`;
}

function bodyHtml(model: AnswerPageModel): string {
  const { view, module, siteLanguage, language } = model;
  if (view.step === 'choose') return chooseHtml(model, view.maxGuests);
  if (view.step === 'questions') return questionsHtml(model, view);
  if (view.step === 'closed') return `<p role="status">${escapeHtml(answerPageText('closed', language))}</p>`;
  const text = translateText(module.confirmationText, siteLanguage);
  return `<div role="status"><h2>${escapeHtml(translateText(module.confirmationTitle, siteLanguage))}</h2>
<p>${escapeHtml(answerPageText('sent', language))}</p>${text === '' ? '' : `<p>${escapeHtml(text)}</p>`}</div>`;
}

/** What every page of this folder draws around its body. */
export interface PageShell {
  language: InterfaceLanguage;
  brand: Brand;
  title: string;
  backHref: string;
  /** The page's own rules, after the folder's. */
  styles?: string;
}

/** A page of this folder: its title, the body, and the way back to the site; no script at all. */
export function renderPageShell(
  { language, brand, title, backHref, styles: own = '' }: PageShell,
  body: string,
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${styles(brand)}${own}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<a class="back" href="${escapeHtml(backHref)}">${escapeHtml(answerPageText('back', language))}</a>
</main>
</body>
</html>
`;
}

/**
 * The answer page (issue 40, "Answering without JavaScript"): the module's questions as a plain form post,
 * with each error beside its field, or the confirmation. Drawn per request, never cached: it carries the
 * post key issued for it.
 */
export function renderAnswerPage(model: AnswerPageModel): string {
  const title =
    translateText(model.module.title, model.siteLanguage) ||
    translateText(model.module.sendButton, model.siteLanguage);
  return renderPageShell({ ...model, title }, bodyHtml(model));
}
