import { formatPrice, type Market } from '@eventsite/core';
import { escapeHtml } from '../../html/escape-html';

/** The ways a payer can settle a waiting payment on a simulator page, in the order of its buttons. */
export type PhonePaymentAction = 'approve' | 'decline' | 'fail' | 'cancel';

/** One simulated payment as its page shows it. */
interface PhonePaymentView {
  id: string;
  /** The provider's state, e.g. `CREATED`; only `CREATED` payments can still be settled. */
  state: string;
  stateText: string;
  amountOre: number;
  /** `data-` attributes tests find the payment by, e.g. `data-swish-id`. */
  attributes: [name: string, value: string][];
  /** What was moved after payment, e.g. "100 kr återbetalt". */
  moneyParts: string[];
  /** Detail rows above the id row; values are plain text. */
  details: [label: string, value: string][];
}

/** What makes one phone-payment simulator page (Swish, MobilePay) its own. */
export interface PhonePaymentPage<Payment> {
  lang: string;
  market: Market;
  /** The provider's name, as in "Swish-simulator". */
  provider: string;
  /** The CSS class of a payment's card. */
  itemClass: string;
  accentColor: string;
  lead: string;
  /** Where a payment's actions post to: `${actionBase}/${id}/${action}`. */
  actionBase: string;
  autoApprovePath: string;
  actionLabels: Record<PhonePaymentAction, string>;
  texts: {
    idLabel: string;
    autoApprove: string;
    on: string;
    off: string;
    turnOn: string;
    turnOff: string;
    pending: string;
    noPending: string;
    settled: string;
    noSettled: string;
  };
  view: (payment: Payment) => PhonePaymentView;
}

const ACTION_TONES: Record<PhonePaymentAction, string> = {
  approve: 'approve',
  decline: 'plain',
  fail: 'plain',
  cancel: 'plain',
};

function renderPayment<Payment>(page: PhonePaymentPage<Payment>, payment: PhonePaymentView): string {
  const id = escapeHtml(payment.id);
  const buttons = (Object.keys(ACTION_TONES) as PhonePaymentAction[]).map(
    (action) =>
      `<form method="post" action="${page.actionBase}/${id}/${action}"><button class="${ACTION_TONES[action]}" type="submit">${page.actionLabels[action]}</button></form>`,
  );
  const actions = payment.state === 'CREATED' ? `<div class="actions">${buttons.join('')}</div>` : '';
  const attributes = payment.attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  const money = payment.moneyParts.length ? ` – ${escapeHtml(payment.moneyParts.join(', '))}` : '';
  const details = payment.details
    .map(([label, value]) => `\n    <dt>${label}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<li class="${page.itemClass} ${payment.state.toLowerCase()}"${attributes}>
  <div class="head"><strong>${escapeHtml(formatPrice(page.market, payment.amountOre))}</strong><span class="status">${payment.stateText}${money}</span></div>
  <dl>${details}
    <dt>${page.texts.idLabel}</dt><dd><code>${id}</code></dd>
  </dl>
  ${actions}
</li>`;
}

/**
 * A phone-payment simulator (`decisions.md` §6, §8): payments waiting for the payer to approve, decline,
 * fail or cancel, as in the provider's app, and the ones settled lately.
 */
export function renderPhonePaymentPage<Payment>(
  page: PhonePaymentPage<Payment>,
  payments: Payment[],
  autoApprove: boolean,
  productName: string,
): string {
  const views = payments.map(page.view);
  const pending = views.filter((payment) => payment.state === 'CREATED');
  const settled = views.filter((payment) => payment.state !== 'CREATED').slice(0, 20);
  const list = (items: PhonePaymentView[]) =>
    `<ul>${items.map((payment) => renderPayment(page, payment)).join('\n')}</ul>`;
  const { texts } = page;
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.provider}-simulator – ${escapeHtml(productName)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; background: #f6f8fa; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  h2 { font-size: 1.05rem; margin: 1.75rem 0 0.5rem; color: #59636e; }
  p.lead { color: #59636e; margin-top: 0; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
  .${page.itemClass} { background: #fff; border: 1px solid #d1d9e0; border-radius: 10px; padding: 1rem 1.25rem; }
  .${page.itemClass}.created { border-left: 4px solid ${page.accentColor}; }
  .head { display: flex; justify-content: space-between; align-items: baseline; font-size: 1.15rem; }
  .status { font-size: 0.85rem; color: #59636e; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0.5rem 0 0.75rem; font-size: 0.9rem; }
  dt { color: #59636e; } dd { margin: 0; word-break: break-all; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  form { margin: 0; }
  button { font: inherit; padding: 0.45rem 1rem; border-radius: 999px; border: 1px solid #d1d9e0; background: #fff; cursor: pointer; }
  button.approve { background: ${page.accentColor}; border-color: ${page.accentColor}; color: #fff; }
  .toggle { display: flex; align-items: center; gap: 0.75rem; background: #fff; border: 1px solid #d1d9e0; border-radius: 10px; padding: 0.75rem 1rem; }
  .empty { color: #59636e; }
</style>
</head>
<body>
<h1>${page.provider}-simulator</h1>
<p class="lead">${page.lead}</p>
<form class="toggle" method="post" action="${page.autoApprovePath}">
  <input type="hidden" name="autoApprove" value="${autoApprove ? 'false' : 'true'}">
  <span>${texts.autoApprove}: <strong>${autoApprove ? texts.on : texts.off}</strong></span>
  <button type="submit">${autoApprove ? texts.turnOff : texts.turnOn}</button>
</form>
<h2>${texts.pending} (${pending.length})</h2>
${pending.length ? list(pending) : `<p class="empty">${texts.noPending}</p>`}
<h2>${texts.settled}</h2>
${settled.length ? list(settled) : `<p class="empty">${texts.noSettled}</p>`}
</body>
</html>`;
}
