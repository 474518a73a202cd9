import {
  formatGiftAmount,
  giftPayment,
  giftPaymentMessage,
  giftQrSource,
  GIFT_FROM_MAX,
  GIFT_GREETING_MAX,
  potProgress,
  translateText,
  type Brand,
  type GiftPayment,
  type InterfaceLanguage,
  type Market,
} from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import { answerPageText } from './answer-page-texts';
import type { GiftPotOnPage, GiftPotPageView } from './give-on-page';
import { fieldError, renderPageShell } from './render-answer-page';

export interface GiftPotPage {
  language: InterfaceLanguage;
  brand: Brand;
  market: Market;
  siteId: string;
  found: GiftPotOnPage;
  /** A personal link's household name: who the payment's message and the report start as. */
  householdName: string | null;
  /** Where the page's forms go (its own address, without a query). */
  action: string;
  view: GiftPotPageView;
}

type GiveView = Extract<GiftPotPageView, { step: 'give' }>;

/** The card's look on the folder's paper: amount chips, the app's button, the QR beside its caption. */
const STYLES = `
.lead{margin:-.5rem 0 1.5rem;white-space:pre-line;color:var(--muted)}
.progress{margin:0 0 1.75rem}
progress{display:block;width:100%;height:.625rem;border:0;border-radius:999px;overflow:hidden;appearance:none;background:color-mix(in srgb,var(--ink) 10%,transparent)}
progress::-webkit-progress-bar{background:color-mix(in srgb,var(--ink) 10%,transparent)}
progress::-webkit-progress-value{background:var(--accent);border-radius:999px}
progress::-moz-progress-bar{background:var(--accent);border-radius:999px}
.progress-text{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;margin:.4rem 0 0;font-size:.9375rem;font-variant-numeric:tabular-nums}
.progress-text span{color:var(--muted)}
form[method=get] legend{margin-bottom:.75rem}
.chips{display:flex;flex-wrap:wrap;gap:.5rem}
.chip{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem;padding:.5rem 1.1rem .5rem .85rem;border:1px solid #8c7d71;border-radius:999px;background:#fff;font-variant-numeric:tabular-nums;cursor:pointer}
.chip input{width:1.125rem;height:1.125rem;margin:0;accent-color:var(--accent)}
.chip:has(input:checked){border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent);background:color-mix(in srgb,var(--accent) 8%,#fff)}
.chip:has(input:focus-visible){outline:3px solid var(--accent);outline-offset:2px}
input.amount{max-width:10rem;font-variant-numeric:tabular-nums}
textarea{width:100%;min-height:6rem;padding:.5rem .75rem;border:1px solid #8c7d71;border-radius:.5rem;background:#fff;color:var(--ink);font:inherit;resize:vertical}
textarea:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
#report .note{margin:0 0 1.25rem}
.payment{display:flex;flex-direction:column;gap:.75rem;margin-top:1.75rem}
.pay-lead{margin:0;font-weight:600}
.pay-link{display:block;min-height:2.75rem;padding:.7rem 1.5rem;border-radius:999px;background:var(--accent);color:#fff;font-weight:600;text-align:center;text-decoration:none}
.number{margin:0;font-size:1.25rem;font-weight:700;font-variant-numeric:tabular-nums}
.pay-box{display:flex;flex-direction:column;align-items:flex-start;gap:.35rem;margin:0;padding:1rem 1.25rem;border:1px solid var(--border);border-radius:1rem;background:color-mix(in srgb,var(--accent) 5%,var(--surface))}
.qr-box{display:none;align-items:center;gap:1.25rem;margin:0;padding:.75rem 1.25rem .75rem .75rem;border:1px solid var(--border);border-radius:1rem;background:color-mix(in srgb,var(--accent) 5%,var(--surface))}
.qr{display:block;flex:none;width:9.5rem;height:9.5rem;padding:.375rem;border-radius:.5rem;background:#fff}
.qr-box figcaption{display:flex;min-width:8rem;flex-direction:column;gap:.25rem;font-variant-numeric:tabular-nums}
.qr-box .amount-text{font-size:1.25rem;font-weight:700}
@media (hover:hover) and (pointer:fine){.phone-only{display:none}.qr-box{display:flex}}`;

function text(page: GiftPotPage, key: Parameters<typeof answerPageText>[0], values = {}): string {
  return escapeHtml(answerPageText(key, page.language, values));
}

function invalidAttributes(id: string, error: string | undefined): string {
  return error === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-error"`;
}

/** The sum reported against the goal and how many gave, when the hosts show it (as the card's bar). */
function progressHtml(page: GiftPotPage): string {
  const { pot, total } = page.found;
  const amount = total?.amount ?? 0;
  if (!pot.pot.showProgress || pot.pot.goal === null || potProgress(pot.pot.goal, amount) === null) return '';
  const goal = pot.pot.goal;
  const sum = text(page, 'potProgress', {
    amount: formatGiftAmount(page.market, amount),
    goal: formatGiftAmount(page.market, goal),
  });
  const count = total?.count ?? 0;
  const gifts =
    count === 0 ? '' : count === 1 ? text(page, 'potGift') : text(page, 'potGifts', { count: String(count) });
  return `<div class="progress">
<progress max="${goal}" value="${Math.min(amount, goal)}" aria-label="${sum}"></progress>
<p class="progress-text"><strong>${sum}</strong>${gifts === '' ? '' : `<span>${gifts}</span>`}</p>
</div>`;
}

/** The amount choice as a plain GET form: the suggested amounts as chips, or the guest's own kronor. */
function amountFormHtml(page: GiftPotPage, view: GiveView): string {
  const { chosen } = view;
  const suggested = page.found.pot.pot.suggestedAmounts;
  const chips =
    suggested.length === 0
      ? ''
      : `<div class="chips">${suggested
          .map(
            (amount) =>
              `<label class="chip"><input type="radio" name="amount" value="${amount}"${
                chosen.own === '' && chosen.amount === amount ? ' checked' : ''
              }>${escapeHtml(formatGiftAmount(page.market, amount))}</label>`,
          )
          .join('')}</div>`;
  const ownError = chosen.ownInvalid ? answerPageText('reportAmountInvalid', page.language) : undefined;
  return `<form method="get" action="${escapeHtml(page.action)}">
<input type="hidden" name="lang" value="${page.language}">${
    view.householdToken === null
      ? ''
      : `\n<input type="hidden" name="g" value="${escapeHtml(view.householdToken)}">`
  }
<fieldset><legend>${text(page, 'chooseAmount')}</legend>
${chips}
<div class="field"><label for="own">${text(page, 'ownAmount')}</label>
<input type="text" class="amount" id="own" name="own" inputmode="numeric" autocomplete="off" maxlength="12" value="${escapeHtml(chosen.own)}"${invalidAttributes('own', ownError)}>${fieldError('own', ownError)}</div>
</fieldset>
<button type="submit" class="secondary">${text(page, 'next')}</button>
</form>`;
}

/**
 * How to pay, as the card shows it: on a phone Swish's app link, on a computer (a fine pointer that can
 * hover) the QR code to scan; MobilePay has no such link, so its number to type, and on a computer its QR.
 */
function paymentHtml(page: GiftPotPage, payment: GiftPayment, amount: number | null): string {
  const swish = payment.method === 'swish';
  const formatted = amount === null ? '' : formatGiftAmount(page.market, amount);
  const label =
    amount === null
      ? text(page, swish ? 'payWithSwish' : 'payWithMobilePay')
      : text(page, swish ? 'payAmountWithSwish' : 'payAmountWithMobilePay', { amount: formatted });
  const payTo = text(page, 'payTo', { number: payment.number });
  const phone =
    payment.appLink === null
      ? `<div class="pay-box"><p class="pay-lead">${label}</p><p class="number">${payTo}</p></div>`
      : `<div class="phone-only"><a class="pay-link" href="${escapeHtml(payment.appLink)}">${label}</a>
<p class="hint">${text(page, 'opensSwish')}</p></div>`;
  const qr = giftQrSource(page.siteId, page.found.pot.id, amount, page.householdName ?? '');
  return `<div class="payment">
${phone}
<figure class="qr-box"><img class="qr" src="${escapeHtml(qr)}" alt="${text(page, 'qrAlt', { payload: payment.qrText })}" width="152" height="152">
<figcaption><strong>${text(page, swish ? 'scanSwish' : 'scanMobilePay')}</strong>${
    swish && formatted !== '' ? `<span class="amount-text">${escapeHtml(formatted)}</span>` : ''
  }${swish ? `<span>${payTo}</span>` : ''}</figcaption></figure>
</div>`;
}

/** "I have paid": who gave, how much (kronor, optional) and a greeting, under the page's post key. */
function reportFormHtml(page: GiftPotPage, view: GiveView, method: GiftPayment['method']): string {
  const { fields, fieldErrors } = view;
  const from = fields['from'] ?? page.householdName ?? '';
  const amount =
    fields['amount'] ?? (view.chosen.amount === null ? '' : String(Math.round(view.chosen.amount / 100)));
  const alert =
    view.error === null
      ? ''
      : `<p class="alert" role="alert" id="report-error">${escapeHtml(view.error)}</p>`;
  return `<h2 id="report-title">${text(page, method === 'swish' ? 'reportSwish' : 'reportMobilePay')}</h2>
<p class="note">${text(page, 'reportLead')}</p>
${alert}<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="postKey" value="${escapeHtml(view.postKey)}">
<input type="hidden" name="lang" value="${page.language}">${
    view.householdToken === null
      ? ''
      : `\n<input type="hidden" name="householdToken" value="${escapeHtml(view.householdToken)}">`
  }
<div class="field"><label for="from">${text(page, 'reportFrom')}</label>
<input type="text" id="from" name="from" required maxlength="${GIFT_FROM_MAX}" autocomplete="name" value="${escapeHtml(from)}"${invalidAttributes('from', fieldErrors['from'])}>${fieldError('from', fieldErrors['from'])}</div>
<div class="field"><label for="amount">${text(page, 'reportAmount')}</label>
<input type="text" class="amount" id="amount" name="amount" inputmode="numeric" autocomplete="off" maxlength="12" value="${escapeHtml(amount)}"${invalidAttributes('amount', fieldErrors['amount'])}>${fieldError('amount', fieldErrors['amount'])}</div>
<div class="field"><label for="greeting">${text(page, 'reportGreeting')}</label>
<textarea id="greeting" name="greeting" maxlength="${GIFT_GREETING_MAX}" rows="4">${escapeHtml(fields['greeting'] ?? '')}</textarea></div>
<button type="submit">${text(page, 'reportSend')}</button>
</form>`;
}

function giveHtml(page: GiftPotPage, view: GiveView): string {
  const { found } = page;
  const title = translateText(found.pot.title, found.siteLanguage);
  const payment = giftPayment({
    market: page.market,
    registry: found.registry,
    amount: view.chosen.amount,
    message: giftPaymentMessage(title, page.householdName ?? ''),
  });
  const method = payment?.method ?? (page.market === 'se' ? 'swish' : 'mobilepay');
  const report = reportFormHtml(page, view, method);
  // Without the hosts' number the card offers no payment; a gift given otherwise can still be told.
  if (payment === null) return report;
  return `${amountFormHtml(page, view)}
${paymentHtml(page, payment, view.chosen.amount)}
<section class="other" id="report" aria-labelledby="report-title">
${report}
</section>`;
}

/**
 * A gift pot's page for a guest without JavaScript (issue 40): what the pot is for and its sum, the amount
 * to give, how to pay it by Swish or MobilePay as the card shows it, and "I have paid" as a plain form post;
 * or the thanks. Drawn per request, never cached: it carries the post key issued for it.
 */
export function renderGiftPotPage(page: GiftPotPage): string {
  const { found, view } = page;
  const title =
    translateText(found.pot.title, found.siteLanguage) || answerPageText('chooseAmount', page.language);
  const description = translateText(found.pot.description, found.siteLanguage);
  const body =
    view.step === 'thanks'
      ? `<div role="status"><h2>${text(page, 'reportThanksTitle')}</h2>
<p>${text(page, 'reportThanksText')}</p></div>`
      : `${description === '' ? '' : `<p class="lead">${escapeHtml(description)}</p>`}
${progressHtml(page)}
${giveHtml(page, view)}`;
  return renderPageShell(
    { language: page.language, brand: page.brand, title, backHref: '/', styles: STYLES },
    body,
  );
}
