import {
  DEMO_QR_URL,
  fillPrintProgramme,
  hslToHex,
  PRINT_ADDRESSEE_CLASS,
  PRINT_CARD_CLASS,
  PRINT_CARD_CSS,
  PRINT_PAGE_MM,
  printCardVariables,
  printQrUrlLabel,
  type EventLogo,
  type Print,
  type PrintCardBack,
  type PrintPage,
  type PrintPosition,
} from '@eventsite/core';
import { imageSources } from '@eventsite/core/rules/image-sources';
import { useEffect, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { loadSiteFonts } from '../../../fonts/load-site-fonts';
import { PrintCardGraphic } from './print-card-graphic';
import styles from './print-card.module.css';

/** The card's part a click in edit mode opens a dialog for. */
export type PrintCardTarget = 'image' | 'qr';

export interface PrintCardEditing {
  /** A text edited in place, handed over when the field loses focus (`002` §4). */
  onTextChange: (position: PrintPosition, text: string) => void;
  /** The text the owner is writing in, where 'Infoga program' puts the programme. */
  onTextFocus?: (position: PrintPosition) => void;
  onOpen: (target: PrintCardTarget) => void;
  /** The texts of an empty field, so it can still be found and written in. */
  placeholders: Partial<Record<PrintPosition, string>>;
  imageLabel: string;
  qrLabel: string;
  addQrLabel: string;
}

export interface PrintCardProps {
  print: Pick<Print, 'layout' | 'content' | 'colorScheme' | 'fonts' | 'trim' | 'eventLogo' | 'siteGraphic'>;
  page: PrintPage;
  /** The width the trimmed card takes on screen. */
  widthPx: number;
  /** In quick start the QR code is the demo code: drawing another address needs a login (`002` §7). */
  demoQr?: boolean;
  editing?: PrintCardEditing;
  label?: string;
  /** The programme's lines a preview shows at the placeholder (`PrintCardPageProps.programme`). */
  programme?: readonly string[];
}

/**
 * The pictures of a card printed by the server (`render-print-view.tsx`): inlined, so the print needs no
 * network, the photo from its largest size, and the back's QR code (a household's own, on its card).
 */
interface PrintCardSources {
  /** By content item id; an image without a source shows as missing. */
  images: Readonly<Record<string, string>>;
  /** The site graphic's artwork files by name. */
  artwork: Readonly<Record<string, string>>;
  back: PrintCardBack;
}

export interface PrintCardPageProps {
  print: PrintCardProps['print'];
  page: PrintPage;
  demoQr?: boolean;
  editing?: PrintCardEditing;
  sources?: PrintCardSources;
  /**
   * The lines the programme placeholder shows when the card is not edited (issue 34 item 6); the print
   * view's come with each card's back. Absent: the placeholder shows as written.
   */
  programme?: readonly string[];
}

/** The trimmed card is A6: the page less its bleed, which the screen never shows. */
const TRIM_MM = {
  width: PRINT_PAGE_MM.width - 2 * PRINT_PAGE_MM.bleed,
  height: PRINT_PAGE_MM.height - 2 * PRINT_PAGE_MM.bleed,
};
const PX_PER_MM = 96 / 25.4;
/** Rounded corners as the printer cuts them. */
const ROUNDED_RADIUS_MM = 4;

const STYLE_ID = 'print-card-style';

/** The card's style goes into the document once, exactly as the print view has it. */
function useCardStyle() {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = PRINT_CARD_CSS;
    document.head.append(style);
  }, []);
}

/** The QR code's image, drawn by the server in the card's colours (`002` §7). */
function qrImageSource(print: PrintCardProps['print'], url: string, demo: boolean): string {
  const query = new URLSearchParams({
    darkColor: hslToHex(print.colorScheme.onSurface),
    lightColor: hslToHex(print.colorScheme.background),
  });
  return `/api/qr/${encodeURIComponent(demo ? DEMO_QR_URL : url)}?${query.toString()}`;
}

const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '';

/**
 * One page of a card (111 × 154 mm, bleed included) under `.print-card`, styled by core's `PRINT_CARD_CSS`:
 * the editor's and overview's card and the print view the PDF is made of (`render-print-view.tsx`).
 */
export function PrintCardPage({
  print,
  page,
  demoQr = false,
  editing,
  sources,
  programme = sources?.back.programme,
}: PrintCardPageProps) {
  const itemAt = (position: PrintPosition) => print.content.find((item) => item.position === position);

  const text = (position: PrintPosition, className: string, Tag: 'p' | 'h1' = 'p'): ReactNode => {
    const item = itemAt(position);
    if (item?.contentType !== 'text') return null;
    const value = item.properties.text.trim();
    if (!editing) {
      const shown = programme ? fillPrintProgramme(value, programme) : value;
      return shown === '' ? null : <Tag className={className}>{shown}</Tag>;
    }
    return (
      <Tag
        className={`${className} ${styles.editable}`}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={editing.placeholders[position]}
        data-placeholder={editing.placeholders[position]}
        data-position={position}
        onFocus={() => editing.onTextFocus?.(position)}
        onBlur={(event: FocusEvent<HTMLElement>) => {
          // innerText keeps the line breaks the owner typed; jsdom (tests) only has textContent.
          const element = event.currentTarget;
          const next = (element.innerText || element.textContent || '').replace(/\n$/, '');
          if (next !== item.properties.text) editing.onTextChange(position, next);
        }}
      >
        {value}
      </Tag>
    );
  };

  const photo = (className: string): ReactNode => {
    const item = itemAt('primaryImage');
    const source =
      item?.contentType !== 'image'
        ? undefined
        : sources
          ? sources.images[item.id]
          : imageSources(item.properties).src;
    const image =
      source !== undefined ? (
        <img className={className} src={source} alt="" />
      ) : (
        <div className={`${className} photo-missing`} />
      );
    if (!editing) return image;
    return (
      <>
        {image}
        <button
          type="button"
          className={styles.imageButton}
          aria-label={editing.imageLabel}
          onClick={() => editing.onOpen('image')}
        />
      </>
    );
  };

  const monogram = (logo: EventLogo) => {
    const names = [logo.name1, logo.name2].filter((name) => name.trim() !== '');
    return (
      <div className="monogram">
        <div className="monogram-badge">
          <span>{initialOf(logo.name1)}</span>
          <i>&amp;</i>
          <span>{initialOf(logo.name2)}</span>
        </div>
        <p className="names">{names.join(' & ')}</p>
        {logo.additionalText.trim() && <p className="kicker">{logo.additionalText.trim()}</p>}
      </div>
    );
  };

  const titleBlock = (withNames: boolean) => {
    if (print.eventLogo) return monogram(print.eventLogo);
    if (!withNames) return text('title', 'names', 'h1');
    return (
      <>
        {text('title', 'kicker')}
        {text('names', 'names', 'h1')}
      </>
    );
  };

  const graphic = print.siteGraphic ? (
    <PrintCardGraphic name={print.siteGraphic} artwork={sources?.artwork} />
  ) : null;

  const ornament = (
    <div className="ornament" aria-hidden="true">
      <span />
      <b />
      <span />
    </div>
  );

  if (page === 1) {
    switch (print.layout) {
      case 'GENESIS':
        return (
          <section className="page genesis front">
            {graphic}
            <div className="frame" />
            <div className="safe column">
              {/* The greeting, names and details sit in the middle of the card, the footnote at its foot. */}
              <div className="spacer" />
              {text('welcomeText', 'kicker')}
              {print.eventLogo ? monogram(print.eventLogo) : text('names', 'names', 'h1')}
              {ornament}
              {text('dateAndLocationLong', 'details')}
              <div className="spacer" />
              {text('websiteInfo', 'footnote')}
            </div>
          </section>
        );
      case 'PHOTO_CLEAN':
        return (
          <section className="page photo-clean front">
            {graphic}
            <div className="safe column">
              <div className={`photo-frame ${styles.photoHolder}`}>{photo('photo')}</div>
              <div className="spacer" />
              {titleBlock(true)}
              {text('dateAndLocation', 'details')}
              <div className="spacer" />
            </div>
          </section>
        );
      case 'TEXT_ON_PHOTO':
        return (
          <section className="page text-on-photo front">
            {graphic}
            {photo('bleed-photo')}
            <div className="plate column">
              {titleBlock(false)}
              {ornament}
              {text('dateAndLocation', 'details')}
            </div>
          </section>
        );
      case 'TEXT_ON_PHOTO_GRADIENT':
        return (
          <section className="page text-on-photo-gradient front">
            {graphic}
            {photo('bleed-photo')}
            <div className="gradient" />
            <div className="safe column bottom">
              {titleBlock(false)}
              {text('dateAndLocation', 'details')}
            </div>
          </section>
        );
    }
  }

  const qr = itemAt('qr');
  const url = qr?.contentType === 'qr' ? qr.properties.url : '';
  const back: PrintCardBack = sources?.back ?? {
    qrSource:
      qr?.contentType === 'qr' && !qr.properties.hidden && (demoQr || url !== '')
        ? qrImageSource(print, url, demoQr)
        : null,
    qrLabel: printQrUrlLabel(url),
  };
  const shown = back.qrSource !== null;
  const genesis = print.layout === 'GENESIS';
  return (
    <section className={`page back${genesis ? ' genesis' : ''}${shown ? '' : ' no-qr'}`}>
      {graphic}
      {genesis && <div className="frame" />}
      <div className="safe column centered">
        {back.householdName !== undefined && <p className={PRINT_ADDRESSEE_CLASS}>{back.householdName}</p>}
        {ornament}
        {text('textAtQR', 'qr-text')}
        {shown && (
          <>
            <div className="qr">
              <img src={back.qrSource ?? undefined} alt="" />
              {editing && (
                <button
                  type="button"
                  className={styles.imageButton}
                  aria-label={editing.qrLabel}
                  onClick={() => editing.onOpen('qr')}
                />
              )}
            </div>
            <p className="qr-url">{back.qrLabel}</p>
          </>
        )}
        {!shown && editing && (
          <button type="button" className={styles.addQr} onClick={() => editing.onOpen('qr')}>
            {editing.addQrLabel}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * One side of a card as it is printed (`002` §3, §4), scaled to `widthPx`: the same markup and style as
 * the print view, cut at the trim (with rounded corners when chosen). In edit mode its texts are edited
 * in place and its photo and QR code open their dialogs.
 */
export function PrintCard({ print, page, widthPx, demoQr, editing, label, programme }: PrintCardProps) {
  useCardStyle();
  useEffect(() => {
    void loadSiteFonts(print.fonts);
  }, [print.fonts]);
  const zoom = widthPx / (TRIM_MM.width * PX_PER_MM);
  const frame: CSSProperties = {
    width: widthPx,
    height: (widthPx * TRIM_MM.height) / TRIM_MM.width,
    borderRadius: print.trim === 'rounded' ? ROUNDED_RADIUS_MM * PX_PER_MM * zoom : undefined,
  };
  const card = { ...printCardVariables(print), zoom, margin: `-${PRINT_PAGE_MM.bleed}mm` } as CSSProperties;
  return (
    <div
      className={styles.frame}
      style={frame}
      role={label ? 'img' : undefined}
      aria-label={label}
      data-page={page}
      data-editing={editing ? 'true' : undefined}
    >
      <div className={PRINT_CARD_CLASS} style={card}>
        <PrintCardPage print={print} page={page} demoQr={demoQr} editing={editing} programme={programme} />
      </div>
    </div>
  );
}
