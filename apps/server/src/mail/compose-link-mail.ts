import { escapeHtml } from '../html/escape-html';
import type { MailMessage } from './mail-outbox-repository';

/** The words of a mail to a household around its own link, already in its language. */
export interface LinkMailTexts {
  subject: string;
  greeting: string;
  lead: string;
  button: string;
  /** What the link does for this household alone. */
  personal: string;
  signOff: string;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * A short mail to a household that leads to its own link (the reminder to answer, the morning-after photo
 * mail), as text and as plain HTML with one button and the link written out beneath it.
 */
export function composeLinkMail(
  to: string,
  language: string,
  link: string,
  texts: LinkMailTexts,
): MailMessage {
  const text = [texts.greeting, texts.lead, `${texts.button}: ${link}`, texts.personal, texts.signOff].join(
    '\n\n',
  );
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222;">`,
    paragraph(texts.greeting),
    paragraph(texts.lead),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(texts.button)}</a></p>`,
    `<p style="font-size: 13px; color: #555;">${escapeHtml(link)}</p>`,
    paragraph(texts.personal),
    paragraph(texts.signOff),
    '</body></html>',
  ].join('\n');
  return { to, subject: texts.subject, text, html };
}
