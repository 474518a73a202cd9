import { formatPrice, type Market } from '@eventsite/core';
import { escapeHtml } from '../../html/escape-html';
import type { OrderRow } from '../../orders/order-repository';

const STATUS_TEXT: Record<OrderRow['status'], string> = {
  awaiting_payment: 'Väntar på betalning',
  paid: 'Betald – skickas till tryck',
  in_production: 'I tryck',
  printed: 'Tryckt',
  shipped: 'Skickad',
};

function action(orderId: string, step: 'printed' | 'shipped', label: string): string {
  return `<form method="post" action="/dev/prints/orders/${orderId}/${step}"><button type="submit">${label}</button></form>`;
}

function renderOrder(order: OrderRow, market: Market): string {
  const id = escapeHtml(order.id);
  const address = order.shippingAddress;
  const personal = order.householdCards?.length ?? 0;
  // A personal order's PDF holds every card once; otherwise one card, printed `quantity` times.
  const placeCards = order.placeCards;
  const pdfText = placeCards
    ? `PDF (${order.quantity ?? 0} sidor, ett placeringskort var, ${placeCards.format === 'folded' ? 'vikt A6' : '90 × 55 mm'} + 3 mm utfall)`
    : personal
      ? `PDF (${(order.quantity ?? 0) * 2} sidor, ett kort var, A6 + 3 mm utfall)`
      : 'PDF (två sidor, A6 + 3 mm utfall)';
  const actions =
    order.status === 'in_production'
      ? action(id, 'printed', 'Markera som tryckt')
      : order.status === 'printed'
        ? action(id, 'shipped', 'Skicka med spårningsnummer')
        : '';
  return `<li class="order ${order.status}" data-order-id="${id}">
  <div class="head"><strong>${order.quantity ?? 0} ${placeCards ? 'placeringskort' : 'kort'}</strong><span class="status">${STATUS_TEXT[order.status]}</span></div>
  <dl>
    <dt>Order</dt><dd><code>${id}</code></dd>
    <dt>Kuvert</dt><dd>${escapeHtml(order.envelopes ?? 'none')}${order.roundedCorners ? ', rundade hörn' : ''}</dd>
    <dt>Totalt</dt><dd>${escapeHtml(formatPrice(market, order.totalOre))}</dd>
    <dt>Leverans</dt><dd>${escapeHtml(order.shipmentMethod?.name ?? '–')}</dd>
    ${address ? `<dt>Till</dt><dd>${escapeHtml(`${address.firstName} ${address.lastName}, ${address.addressLine1}, ${address.postCode} ${address.city}`)}</dd>` : ''}
    ${order.trackingNumber ? `<dt>Spårning</dt><dd><code>${escapeHtml(order.trackingNumber)}</code></dd>` : ''}
    ${placeCards ? `<dt>Namn</dt><dd>${placeCards.cards.length} gäster, ${(order.quantity ?? 0) - placeCards.cards.length} tomma kort</dd>` : ''}
    ${personal ? `<dt>Personliga</dt><dd>${personal} hushåll med egen QR-kod och namn, ${(order.quantity ?? 0) - personal} reservkort</dd>` : ''}
    ${order.pdfKey ? `<dt>Tryckfil</dt><dd><a href="/dev/prints/orders/${id}/pdf">${pdfText}</a></dd>` : ''}
  </dl>
  ${actions ? `<div class="actions">${actions}</div>` : ''}
</li>`;
}

/** The print partner simulator (`decisions.md` §6): paid orders with their PDFs, advanced as a printer would. */
export function renderPrintsPage(orders: OrderRow[], productName: string, market: Market): string {
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tryckerisimulator – ${escapeHtml(productName)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; background: #f6f8fa; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  p.lead { color: #59636e; margin-top: 0; }
  ul { list-style: none; padding: 0; margin: 1.5rem 0 0; display: grid; gap: 0.75rem; }
  .order { background: #fff; border: 1px solid #d1d9e0; border-radius: 10px; padding: 1rem 1.25rem; }
  .order.in_production, .order.printed { border-left: 4px solid #8a5a0b; }
  .order.shipped { border-left: 4px solid #0b8a5a; }
  .head { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; }
  .head strong { font-size: 1.15rem; }
  .status { color: #59636e; font-size: 0.9rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.75rem 0 0; font-size: 0.92rem; }
  dt { color: #59636e; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .actions { margin-top: 0.9rem; display: flex; gap: 0.5rem; }
  button { font: inherit; padding: 0.45rem 0.9rem; border-radius: 6px; border: 1px solid #1f2328; background: #1f2328; color: #fff; cursor: pointer; }
  a { color: #0969da; }
  .empty { color: #59636e; }
</style>
</head>
<body>
<h1>Tryckerisimulator</h1>
<p class="lead">Betalda kortbeställningar med sina tryckfiler. Flytta dem vidare till tryckt och skickad, som tryckeriet skulle göra.</p>
${orders.length === 0 ? '<p class="empty">Inga betalda beställningar än.</p>' : `<ul>${orders.map((order) => renderOrder(order, market)).join('\n')}</ul>`}
</body>
</html>`;
}
