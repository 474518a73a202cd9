import { escapeHtml } from '../../html/escape-html';
import type { OutboxMail } from '../../mail/mail-outbox-repository';

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text, then makes its addresses clickable (reset links are what people come here for). */
function linkify(text: string): string {
  return escapeHtml(text).replace(LINK, (url) => `<a href="${url}">${url}</a>`);
}

function renderMail(mail: OutboxMail): string {
  return `<article>
  <header>
    <h2>${escapeHtml(mail.subject)}</h2>
    <dl>
      <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
      <dt>Time</dt><dd><time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></dd>
      <dt>Status</dt><dd>${escapeHtml(mail.status)}</dd>
    </dl>
  </header>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

/** The mail simulator's inbox: every mail the server "sent", newest first. */
export function renderMailPage(mails: OutboxMail[], productName: string): string {
  const body = mails.length
    ? mails.map(renderMail).join('\n')
    : '<p class="empty">No mail has been sent yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail outbox – ${escapeHtml(productName)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; background: #f6f8fa; }
  h1 { font-size: 1.5rem; }
  h1 small { font-weight: normal; color: #59636e; font-size: 0.9rem; }
  article { background: #fff; border: 1px solid #d1d9e0; border-radius: 8px; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0 0 0.75rem; font-size: 0.9rem; }
  dt { color: #59636e; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: 0; padding-top: 0.75rem; border-top: 1px solid #eef1f4; }
  a { color: #0969da; }
  .empty { color: #59636e; }
</style>
</head>
<body>
<h1>Mail outbox <small>${mails.length} ${mails.length === 1 ? 'message' : 'messages'}, newest first · <a href="/dev/mail/messages.json">JSON</a></small></h1>
${body}
</body>
</html>`;
}
