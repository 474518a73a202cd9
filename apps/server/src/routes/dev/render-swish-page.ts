import { formatPrice } from '@eventsite/core';
import { escapeHtml } from '../../html/escape-html';
import type { SimulatedSwishRequest } from '../../payments/simulated-swish-provider';

const STATUS_TEXT: Record<SimulatedSwishRequest['status'], string> = {
  CREATED: 'Väntar på betalaren',
  PAID: 'Betald',
  DECLINED: 'Nekad',
  ERROR: 'Fel',
  CANCELLED: 'Avbruten',
};

function actionButton(id: string, action: string, label: string, tone: string): string {
  return `<form method="post" action="/dev/swish/requests/${id}/${action}"><button class="${tone}" type="submit">${label}</button></form>`;
}

function refundText(request: SimulatedSwishRequest): string {
  const refunded = request.refunds.reduce((sum, refund) => sum + refund.amountOre, 0);
  return refunded > 0 ? ` – ${escapeHtml(formatPrice('se', refunded))} återbetalt` : '';
}

function renderRequest(request: SimulatedSwishRequest): string {
  const id = escapeHtml(request.id);
  const actions =
    request.status === 'CREATED'
      ? `<div class="actions">${actionButton(id, 'approve', 'Godkänn', 'approve')}${actionButton(id, 'decline', 'Neka', 'plain')}${actionButton(id, 'fail', 'Fel', 'plain')}${actionButton(id, 'cancel', 'Avbryt', 'plain')}</div>`
      : '';
  return `<li class="request ${request.status.toLowerCase()}" data-swish-id="${id}" data-payer="${escapeHtml(request.payerAlias)}">
  <div class="head"><strong>${escapeHtml(formatPrice('se', request.amountOre))}</strong><span class="status">${STATUS_TEXT[request.status]}${refundText(request)}</span></div>
  <dl>
    <dt>Betalare</dt><dd>${escapeHtml(request.payerAlias)}</dd>
    <dt>Meddelande</dt><dd>${escapeHtml(request.message)}</dd>
    <dt>Id</dt><dd><code>${id}</code></dd>
  </dl>
  ${actions}
</li>`;
}

/** The Swish simulator (`decisions.md` §6): payment requests to approve, decline, fail or cancel, as a payer would. */
export function renderSwishPage(
  requests: SimulatedSwishRequest[],
  autoApprove: boolean,
  productName: string,
): string {
  const pending = requests.filter((request) => request.status === 'CREATED');
  const settled = requests.filter((request) => request.status !== 'CREATED').slice(0, 20);
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Swish-simulator – ${escapeHtml(productName)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; background: #f6f8fa; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  h2 { font-size: 1.05rem; margin: 1.75rem 0 0.5rem; color: #59636e; }
  p.lead { color: #59636e; margin-top: 0; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
  .request { background: #fff; border: 1px solid #d1d9e0; border-radius: 10px; padding: 1rem 1.25rem; }
  .request.created { border-left: 4px solid #0b8a5a; }
  .head { display: flex; justify-content: space-between; align-items: baseline; font-size: 1.15rem; }
  .status { font-size: 0.85rem; color: #59636e; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0.5rem 0 0.75rem; font-size: 0.9rem; }
  dt { color: #59636e; } dd { margin: 0; word-break: break-all; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  form { margin: 0; }
  button { font: inherit; padding: 0.45rem 1rem; border-radius: 999px; border: 1px solid #d1d9e0; background: #fff; cursor: pointer; }
  button.approve { background: #0b8a5a; border-color: #0b8a5a; color: #fff; }
  .toggle { display: flex; align-items: center; gap: 0.75rem; background: #fff; border: 1px solid #d1d9e0; border-radius: 10px; padding: 0.75rem 1rem; }
  .empty { color: #59636e; }
</style>
</head>
<body>
<h1>Swish-simulator</h1>
<p class="lead">Betalningsförfrågningar som väntar på betalaren. Godkänn, neka, ge fel eller avbryt, precis som i Swish-appen.</p>
<form class="toggle" method="post" action="/dev/swish/auto-approve">
  <input type="hidden" name="autoApprove" value="${autoApprove ? 'false' : 'true'}">
  <span>Godkänn automatiskt: <strong>${autoApprove ? 'på' : 'av'}</strong></span>
  <button type="submit">${autoApprove ? 'Stäng av' : 'Slå på'}</button>
</form>
<h2>Väntar (${pending.length})</h2>
${pending.length ? `<ul>${pending.map(renderRequest).join('\n')}</ul>` : '<p class="empty">Inga förfrågningar väntar.</p>'}
<h2>Senast avgjorda</h2>
${settled.length ? `<ul>${settled.map(renderRequest).join('\n')}</ul>` : '<p class="empty">Inga ännu.</p>'}
</body>
</html>`;
}
