import { formatPrice } from '@eventsite/core';
import { escapeHtml } from '../../html/escape-html';
import type { SimulatedMobilePayPayment } from '../../payments/simulated-mobilepay-provider';

const STATE_TEXT: Record<SimulatedMobilePayPayment['state'], string> = {
  CREATED: 'Venter på betaleren',
  AUTHORIZED: 'Godkendt',
  ABORTED: 'Afvist',
  EXPIRED: 'Udløbet',
  TERMINATED: 'Annulleret',
};

function actionButton(reference: string, action: string, label: string, tone: string): string {
  return `<form method="post" action="/dev/mobilepay/payments/${reference}/${action}"><button class="${tone}" type="submit">${label}</button></form>`;
}

function moneyText(payment: SimulatedMobilePayPayment): string {
  const parts: string[] = [];
  if (payment.capturedOre > 0) parts.push(`${formatPrice('dk', payment.capturedOre)} hævet`);
  if (payment.refundedOre > 0) parts.push(`${formatPrice('dk', payment.refundedOre)} refunderet`);
  return parts.length ? ` – ${escapeHtml(parts.join(', '))}` : '';
}

function renderPayment(payment: SimulatedMobilePayPayment): string {
  const reference = escapeHtml(payment.reference);
  const actions =
    payment.state === 'CREATED'
      ? `<div class="actions">${actionButton(reference, 'approve', 'Godkend', 'approve')}${actionButton(reference, 'decline', 'Afvis', 'plain')}${actionButton(reference, 'fail', 'Lad udløbe', 'plain')}${actionButton(reference, 'cancel', 'Annullér', 'plain')}</div>`
      : '';
  return `<li class="payment ${payment.state.toLowerCase()}" data-mobilepay-id="${reference}" data-phone="${escapeHtml(payment.phoneNumber)}">
  <div class="head"><strong>${escapeHtml(formatPrice('dk', payment.amountOre))}</strong><span class="status">${STATE_TEXT[payment.state]}${moneyText(payment)}</span></div>
  <dl>
    <dt>Telefon</dt><dd>+${escapeHtml(payment.phoneNumber)}</dd>
    <dt>Tekst</dt><dd>${escapeHtml(payment.description)}</dd>
    <dt>Reference</dt><dd><code>${reference}</code></dd>
  </dl>
  ${actions}
</li>`;
}

/** The MobilePay simulator (`decisions.md` §8): payments to approve, decline, let expire or cancel, as a payer would. */
export function renderMobilePayPage(
  payments: SimulatedMobilePayPayment[],
  autoApprove: boolean,
  productName: string,
): string {
  const pending = payments.filter((payment) => payment.state === 'CREATED');
  const settled = payments.filter((payment) => payment.state !== 'CREATED').slice(0, 20);
  return `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MobilePay-simulator – ${escapeHtml(productName)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; background: #f6f8fa; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  h2 { font-size: 1.05rem; margin: 1.75rem 0 0.5rem; color: #59636e; }
  p.lead { color: #59636e; margin-top: 0; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
  .payment { background: #fff; border: 1px solid #d1d9e0; border-radius: 10px; padding: 1rem 1.25rem; }
  .payment.created { border-left: 4px solid #5a78ff; }
  .head { display: flex; justify-content: space-between; align-items: baseline; font-size: 1.15rem; }
  .status { font-size: 0.85rem; color: #59636e; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0.5rem 0 0.75rem; font-size: 0.9rem; }
  dt { color: #59636e; } dd { margin: 0; word-break: break-all; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  form { margin: 0; }
  button { font: inherit; padding: 0.45rem 1rem; border-radius: 999px; border: 1px solid #d1d9e0; background: #fff; cursor: pointer; }
  button.approve { background: #5a78ff; border-color: #5a78ff; color: #fff; }
  .toggle { display: flex; align-items: center; gap: 0.75rem; background: #fff; border: 1px solid #d1d9e0; border-radius: 10px; padding: 0.75rem 1rem; }
  .empty { color: #59636e; }
</style>
</head>
<body>
<h1>MobilePay-simulator</h1>
<p class="lead">Betalinger, der venter på betaleren. Godkend, afvis, lad dem udløbe eller annullér dem, ligesom i MobilePay-appen.</p>
<form class="toggle" method="post" action="/dev/mobilepay/auto-approve">
  <input type="hidden" name="autoApprove" value="${autoApprove ? 'false' : 'true'}">
  <span>Godkend automatisk: <strong>${autoApprove ? 'til' : 'fra'}</strong></span>
  <button type="submit">${autoApprove ? 'Slå fra' : 'Slå til'}</button>
</form>
<h2>Venter (${pending.length})</h2>
${pending.length ? `<ul>${pending.map(renderPayment).join('\n')}</ul>` : '<p class="empty">Ingen betalinger venter.</p>'}
<h2>Senest afgjort</h2>
${settled.length ? `<ul>${settled.map(renderPayment).join('\n')}</ul>` : '<p class="empty">Ingen endnu.</p>'}
</body>
</html>`;
}
