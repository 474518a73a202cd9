import {
  MARKET_LANGUAGE,
  minutesPerSlot,
  translateText,
  unplacedSpeeches,
  type InterfaceLanguage,
  type Market,
  type RunningOrderSlot,
  type SpeechNeed,
  type SpeechSlot,
} from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import { printFontsCss } from '../prints/print-fonts-css';
import type { PrintPdfRenderer } from '../prints/print-pdf-renderer';
import { seatingPrintLanguage, seatingPrintLook } from '../seating-prints/seating-print-look';
import type { DeskContext } from './toastmaster-desk';
import type { StoredSpeech } from './speech-repository';

interface RunningOrderTexts {
  heading: string;
  unplaced: string;
  minutes: (minutes: number) => string;
  planned: (minutes: number, planned: number) => string;
  over: string;
  empty: string;
  needs: Record<SpeechNeed, string>;
  song: string;
  speakerNote: string;
  toastmasterNote: string;
  contact: string;
}

const TEXTS: Record<InterfaceLanguage, RunningOrderTexts> = {
  sv: {
    heading: 'Talordning',
    unplaced: 'Ännu inte placerade',
    minutes: (minutes) => `${minutes} min`,
    planned: (minutes, planned) => `${minutes} av ${planned} min`,
    over: 'över tiden',
    empty: 'Inga tal här än.',
    needs: { microphone: 'Mikrofon', projector: 'Projektor', music: 'Musik', songSheets: 'Sånghäften' },
    song: 'Sång',
    speakerNote: 'Från talaren',
    toastmasterNote: 'Anteckning',
    contact: 'Kontakt',
  },
  en: {
    heading: 'Running order',
    unplaced: 'Not placed yet',
    minutes: (minutes) => `${minutes} min`,
    planned: (minutes, planned) => `${minutes} of ${planned} min`,
    over: 'over time',
    empty: 'No speeches here yet.',
    needs: { microphone: 'Microphone', projector: 'Projector', music: 'Music', songSheets: 'Song sheets' },
    song: 'Song',
    speakerNote: 'From the speaker',
    toastmasterNote: 'Note',
    contact: 'Contact',
  },
  da: {
    heading: 'Talerrækkefølge',
    unplaced: 'Endnu ikke placeret',
    minutes: (minutes) => `${minutes} min.`,
    planned: (minutes, planned) => `${minutes} af ${planned} min.`,
    over: 'over tiden',
    empty: 'Ingen taler her endnu.',
    needs: { microphone: 'Mikrofon', projector: 'Projektor', music: 'Musik', songSheets: 'Sanghæfter' },
    song: 'Sang',
    speakerNote: 'Fra taleren',
    toastmasterNote: 'Note',
    contact: 'Kontakt',
  },
};

const CSS = `*{box-sizing:border-box;margin:0;padding:0}
@page{size:A4;margin:16mm 16mm 18mm}
body{-webkit-print-color-adjust:exact;print-color-adjust:exact;color:var(--on-background);font-family:var(--text);
  font-size:10.5pt;line-height:1.35}
header{text-align:center;margin-bottom:8mm}
.kicker{text-transform:uppercase;letter-spacing:.28em;color:var(--primary);font-size:8.5pt}
h1{font-family:var(--heading);font-weight:400;font-size:26pt;margin-top:2mm}
h2{font-family:var(--heading);font-weight:400;font-size:16pt;display:flex;justify-content:space-between;
  align-items:baseline;border-bottom:.3mm solid var(--primary);padding-bottom:1.5mm;margin:7mm 0 3mm;break-after:avoid}
h2 small{font-family:var(--text);font-size:9.5pt;color:var(--primary)}
h2 small.over{color:#b3261e;font-weight:700}
ol{list-style:none}
li{display:grid;grid-template-columns:9mm 1fr auto;gap:0 3mm;padding:2.5mm 0;border-bottom:.15mm solid #d8d2cc;
  break-inside:avoid}
li .place{font-family:var(--heading);font-size:14pt;color:var(--primary)}
li .name{font-weight:700;font-size:11.5pt}
li .relation{color:#555}
li .minutes{font-variant-numeric:tabular-nums;white-space:nowrap}
li .details{grid-column:2 / 4;font-size:9.5pt;color:#333}
li .details span+span::before{content:' · '}
.empty{color:#777;font-style:italic}`;

function speechItem(speech: StoredSpeech, place: number | null, texts: RunningOrderTexts): string {
  const details = [
    ...(speech.needs.length > 0 ? [speech.needs.map((need) => texts.needs[need]).join(', ')] : []),
    ...(speech.songTitle ? [`${texts.song}: ${speech.songTitle}`] : []),
    ...(speech.phone || speech.mail
      ? [`${texts.contact}: ${[speech.phone, speech.mail].filter(Boolean).join(', ')}`]
      : []),
  ];
  const notes = [
    ...(speech.note ? [`${texts.speakerNote}: ${speech.note}`] : []),
    ...(speech.toastmasterNote ? [`${texts.toastmasterNote}: ${speech.toastmasterNote}`] : []),
  ];
  const line = (items: string[]) =>
    items.length > 0
      ? `<div class="details">${items.map((item) => `<span>${escapeHtml(item)}</span>`).join('')}</div>`
      : '';
  return `<li><span class="place">${place ?? '–'}</span>
<span><span class="name">${escapeHtml(speech.name)}</span>${speech.relation ? ` <span class="relation">– ${escapeHtml(speech.relation)}</span>` : ''}</span>
<span class="minutes">${escapeHtml(texts.minutes(speech.minutes))}</span>${line(details)}${line(notes)}</li>`;
}

/** What the printed running order is made of. */
export interface RunningOrderPrint {
  context: Pick<DeskContext, 'site'>;
  slots: readonly SpeechSlot[];
  order: readonly RunningOrderSlot[];
  speeches: readonly StoredSpeech[];
  market: Market;
}

/**
 * The running order on A4 (issue 36 item 4) in the site's fonts and colours: per slot its speeches in order
 * with minutes against the plan, speaker, relation, needs, song sheets' titles and notes; then those not
 * placed yet. In the site's first language.
 */
export async function runningOrderHtml(print: RunningOrderPrint): Promise<string> {
  const { site } = print.context;
  const language = seatingPrintLanguage(site, MARKET_LANGUAGE[print.market]);
  const look = seatingPrintLook(site, null, language);
  const texts = TEXTS[language];
  const byId = new Map(print.speeches.map((speech) => [speech._id, speech]));
  const sums = minutesPerSlot(print.order, print.speeches);
  const sections = print.order.map((slot, index) => {
    const sum = sums[index];
    const title = translateText(
      print.slots.find((candidate) => candidate.id === slot.slotId)?.title,
      language,
    );
    const total =
      sum && sum.plannedMinutes > 0
        ? `<small class="${sum.over ? 'over' : ''}">${escapeHtml(texts.planned(sum.minutes, sum.plannedMinutes))}${sum.over ? ` – ${texts.over}` : ''}</small>`
        : `<small>${escapeHtml(texts.minutes(sum?.minutes ?? 0))}</small>`;
    const items = slot.speechIds.flatMap((id, place) => {
      const speech = byId.get(id);
      return speech ? [speechItem(speech, place + 1, texts)] : [];
    });
    return `<section><h2><span>${escapeHtml(title)}</span>${total}</h2>${
      items.length > 0 ? `<ol>${items.join('')}</ol>` : `<p class="empty">${escapeHtml(texts.empty)}</p>`
    }</section>`;
  });
  const unplaced = unplacedSpeeches(print.order, print.speeches);
  if (unplaced.length > 0) {
    sections.push(
      `<section><h2><span>${escapeHtml(texts.unplaced)}</span></h2><ol>${unplaced
        .map((speech) => speechItem(speech, null, texts))
        .join('')}</ol></section>`,
    );
  }
  const variables = Object.entries(look.variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const fontsCss = await printFontsCss([look.fonts.heading, look.fonts.text]);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml([texts.heading, look.title].filter(Boolean).join(' – '))}</title>
<style>${fontsCss}
:root{${variables}}
${CSS}</style></head><body><header><div class="kicker">${escapeHtml(texts.heading)}</div><h1>${escapeHtml(look.title)}</h1></header>
${sections.join('\n')}</body></html>`;
}

/** The running order as a PDF, by the prints' Chromium renderer. */
export async function renderRunningOrder(
  renderer: PrintPdfRenderer,
  print: RunningOrderPrint,
): Promise<Buffer> {
  return renderer.render(await runningOrderHtml(print));
}
