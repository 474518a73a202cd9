import {
  PRINT_CARD_CLASS,
  PRINT_CARD_CSS,
  PRINT_PAGE_MM,
  printCardVariables,
  type RenderPrintView,
} from '@eventsite/core';
import { Fragment, type CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PrintCardPage } from '../features/prints/components/print-card';
// The editor's card style, compiled with the class names the component's own import gets.
import cardModuleCss from '../features/prints/components/print-card.module.css?inline';

const { width, height } = PRINT_PAGE_MM;

/** The page size is the card with its bleed; on screen each page is shown as a sheet on a grey table. */
const PAGE_CSS = `@page{size:${width}mm ${height}mm;margin:0}
html,body{margin:0;padding:0;background:#e9e6e1}
.${PRINT_CARD_CLASS} .page{margin:0 auto}
@media screen{.${PRINT_CARD_CLASS} .page{margin:8mm auto;box-shadow:0 2mm 8mm rgba(0,0,0,.18)}}`;

/**
 * The print view (`002` §2.7): page 1 and page 2 of each card, drawn by the editor's own `PrintCardPage`
 * in the card's colours and fonts, so the PDF is the card the couple designed. Opened by
 * `/print-pdf/{printId}/{key}` and printed to PDF by the server. Its own server entry: guests' pages
 * never load it.
 */
export const renderPrintView: RenderPrintView = ({
  print,
  title,
  language,
  fontsCss,
  images,
  artwork,
  cards,
}) => {
  const css = [fontsCss, PAGE_CSS, PRINT_CARD_CSS, cardModuleCss].join('\n');
  const markup = renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className={PRINT_CARD_CLASS} style={printCardVariables(print) as CSSProperties}>
        {cards.map((back, index) => (
          <Fragment key={index}>
            <PrintCardPage print={print} page={1} sources={{ images, artwork, back }} />
            <PrintCardPage print={print} page={2} sources={{ images, artwork, back }} />
          </Fragment>
        ))}
      </body>
    </html>,
  );
  return `<!doctype html>\n${markup}`;
};
