import { translateText, type FormDataElement, type TranslatableText } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';

type AnswerKind = 'form' | 'rsvp';

const MAIL_TEXTS = {
  sv: {
    subject: { form: 'Nytt svar på', rsvp: 'Ny OSA på' },
    intro: { form: 'Någon har svarat på formuläret', rsvp: 'Någon har skickat in OSA-formuläret' },
    guest: 'Gäst',
    noAnswer: '(inget svar)',
    footer: 'Du hittar alla svar under OSA-svar när du är inloggad:',
  },
  en: {
    subject: { form: 'New answer to', rsvp: 'New RSVP to' },
    intro: { form: 'Someone has answered the form', rsvp: 'Someone has sent the RSVP form' },
    guest: 'Guest',
    noAnswer: '(no answer)',
    footer: 'You find every answer under RSVP answers when you are logged in:',
  },
  da: {
    subject: { form: 'Nyt svar på', rsvp: 'Ny tilmelding til' },
    intro: { form: 'Nogen har besvaret formularen', rsvp: 'Nogen har sendt tilmeldingsformularen' },
    guest: 'Gæst',
    noAnswer: '(intet svar)',
    footer: 'Du finder alle svar under Tilmeldinger, når du er logget ind:',
  },
} as const;

export interface AnswerMailInput {
  kind: AnswerKind;
  /** The site's first language; sv, en and da have texts of their own, others get English. */
  language: string;
  siteName: string;
  formTitle: TranslatableText;
  /** The owner's answers screen showing this form's answers. */
  answersUrl: string;
  /** One list of answers per guest (a Form answer is one "guest"). */
  guests: readonly (readonly FormDataElement[])[];
}

export interface AnswerMail {
  subject: string;
  text: string;
  html: string;
}

function answerText(answer: FormDataElement, language: string, noAnswer: string): string {
  const text = answer.selectedOption
    ? translateText(answer.selectedOption.text, language)
    : (answer.value ?? '');
  return text === '' ? noAnswer : text;
}

/** The owner's mail about one stored answer: each question with its answer, one block per guest. */
export function composeAnswerMail(input: AnswerMailInput): AnswerMail {
  const { language } = input;
  const texts = language === 'sv' || language === 'da' ? MAIL_TEXTS[language] : MAIL_TEXTS.en;
  const formTitle = translateText(input.formTitle, language);
  const blocks = input.guests.map((answers, index) => ({
    heading: input.guests.length > 1 ? `${texts.guest} ${index + 1}` : '',
    lines: answers.map((answer) => ({
      question: translateText(answer.formElement.label, language) || answer.formElement.id,
      answer: answerText(answer, language, texts.noAnswer),
    })),
  }));
  const intro = `${texts.intro[input.kind]} "${formTitle}".`;

  const text = [
    intro,
    ...blocks.map((block) =>
      [block.heading, ...block.lines.map((line) => `${line.question}: ${line.answer}`)]
        .filter(Boolean)
        .join('\n'),
    ),
    `${texts.footer}\n${input.answersUrl}`,
  ].join('\n\n');

  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...blocks.map(
      (block) =>
        (block.heading ? `<h3>${escapeHtml(block.heading)}</h3>` : '') +
        `<dl>${block.lines
          .map(
            (line) =>
              `<dt><strong>${escapeHtml(line.question)}</strong></dt><dd>${escapeHtml(line.answer)}</dd>`,
          )
          .join('')}</dl>`,
    ),
    `<p>${escapeHtml(texts.footer)} <a href="${escapeHtml(input.answersUrl)}">${escapeHtml(input.answersUrl)}</a></p>`,
  ].join('\n');

  const siteName = input.siteName ? ` – ${input.siteName}` : '';
  return { subject: `${texts.subject[input.kind]} "${formTitle}"${siteName}`, text, html };
}
