import {
  PRINT_ERROR_TEXTS,
  PRINT_LAYOUT_POSITIONS,
  PRINT_PRIMARY_IMAGE_ASPECT_RATIO,
  printCardProgramme,
  printSiteFacts,
  scheduleEventsOf,
  type InterfaceLanguage,
  type Print,
  type PrintPage,
  type PrintPosition,
} from '@eventsite/core';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { ChevronLeftIcon } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { useAppConfig } from '../../../lib/app-context';
import { printImageApi, siteImageApi } from '../../../components/image-editor/image-api';
import { ImageEditorDialog } from '../../../components/image-editor/image-editor-dialog';
import { OwnerFrame } from '../../../components/owner-frame/owner-frame';
import type { MessageId } from '../../../lib/i18n/messages';
import { useDesktopDrawer } from '../../../components/editor-ui/drawer-frame';
import { LeaveGuard } from '../../../components/editor-ui/leave-guard';
import {
  initialPrintEditorState,
  requestedPrintPage,
  printEditorReducer,
  siteQrUrl,
  guestPhotosQrUrl,
  type PrintEditorState,
} from '../state/print-editor-state';
import { PrintActionBar } from './print-action-bar';
import { PrintCard, type PrintCardEditing, type PrintCardTarget } from './print-card';
import { InsertProgramme } from './insert-programme';
import { PrintDesignDrawer } from './print-design-drawer';
import { QrDialog } from './qr-dialog';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import styles from './print-editor.module.css';

/** What a save gives back: the print as stored and its id; null when the save only opened a dialog. */
export type PrintSaveResult = { printId: string; print: Print } | null;

export interface PrintEditorProps {
  site: SiteV2;
  print: Print;
  /** Absent for a new print, until its first save. */
  printId: string | undefined;
  quickStart: boolean;
  /** The editor base path (`000` §2.2), e.g. '/redigera/abc/' or '/snabbstart/'. */
  basePath: string;
  language: InterfaceLanguage;
  save: (print: Print) => Promise<PrintSaveResult>;
  /** Rendered beside the editor, e.g. quick start's sign-up dialogs. */
  dialogs?: ReactNode;
  /** Set once quick start has stored the card with the new site, so moving there asks nothing. */
  stored?: RefObject<boolean>;
}

const PAGES: readonly PrintPage[] = [1, 2];
const PAGE_LABEL: Record<PrintPage, MessageId> = { 1: 'prints.editor.front', 2: 'prints.editor.back' };

/** The card's width on screen: as wide as the stage allows, and short enough to be seen whole. */
function useCardWidth(stage: RefObject<HTMLElement | null>, columns: number): number {
  const [width, setWidth] = useState(340);
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => {
      // Side by side only where two fit; a phone shows them one above the other.
      const shown = element.clientWidth >= 600 ? columns : 1;
      const byWidth = (element.clientWidth - 64 * (shown - 1)) / shown;
      const byHeight = ((window.innerHeight - 250) * 105) / 148;
      setWidth(Math.round(Math.max(220, Math.min(byWidth, byHeight, 460))));
    };
    measure();
    window.addEventListener('resize', measure);
    // The stage also narrows when the design drawer opens beside it (jsdom has no ResizeObserver).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [stage, columns]);
  return width;
}

/**
 * The print editor (`002` §2.5, §4): one side of the card at a time (Framsida / Baksida), written in place,
 * its photo and QR code changed in their dialogs and its look in the design drawer. Granska shows both
 * sides as printed. The first save of a new print moves to the print's own address.
 */
export function PrintEditor({
  site,
  print: initialPrint,
  printId,
  quickStart,
  basePath,
  language,
  save,
  dialogs,
  stored,
}: PrintEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const desktop = useDesktopDrawer();
  const qrUrl = siteQrUrl(site);
  const { market } = useAppConfig();
  const location = useLocation();
  const [state, dispatch] = useReducer(
    printEditorReducer,
    {
      print: initialPrint,
      language,
      qrUrl,
      facts: printSiteFacts(site, market),
      page: requestedPrintPage(location.state),
    },
    ({ print, ...options }): PrintEditorState => initialPrintEditorState(print, options),
  );
  const { print, editing, page, dirty } = state;
  const [designOpen, setDesignOpen] = useState(false);
  const [dialog, setDialog] = useState<PrintCardTarget | null>(null);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  // The text the programme goes into: the one last written in, the back's before any.
  const programmeTarget = useRef<PrintPosition>('textAtQR');
  const events = useMemo(
    () => scheduleEventsOf(site.siteModules).map(({ event }) => event),
    [site.siteModules],
  );
  // The preview shows what a card for anyone prints: the open events (a household's card, its own).
  const programme = useMemo(() => printCardProgramme(events, null, language), [events, language]);
  const cardWidth = useCardWidth(stage, editing ? 1 : 2);
  const printsPath = `${basePath}inbjudningar`;
  // A saved print's photo goes through the print's own routes (`002` §7). A new print has no id to name
  // yet, so its photo goes through its site's routes (quick start's before there is a site): they store
  // in the same folder and answer the same image, so the first save has nothing to move.
  const imageApi = useMemo(
    () =>
      printId !== undefined && !quickStart
        ? printImageApi(printId)
        : siteImageApi(quickStart ? '/api/sites/quick-start' : `/api/sites/${encodeURIComponent(site._id)}`),
    [printId, quickStart, site._id],
  );

  // Moves only once the saved state is rendered, so the leave guard no longer sees unsaved changes.
  useEffect(() => {
    if (redirectTo !== null && !dirty) navigate(redirectTo, { replace: true });
  }, [redirectTo, dirty, navigate]);

  useEffect(() => {
    if (!justSaved) return;
    const timer = window.setTimeout(() => setJustSaved(false), 2500);
    return () => window.clearTimeout(timer);
  }, [justSaved]);

  const onSave = async () => {
    // A text being written is handed over on blur; blur it first so the save holds it.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setSaving(true);
    try {
      const result = await save(state.print);
      if (result) {
        dispatch({ type: 'saved', print: result.print });
        setJustSaved(true);
        if (printId === undefined) setRedirectTo(`${printsPath}/${encodeURIComponent(result.printId)}`);
      }
    } catch (error) {
      const texts = printId === undefined ? PRINT_ERROR_TEXTS.saveFailed : PRINT_ERROR_TEXTS.updateFailed;
      showError(error, { summary: texts[language] });
    } finally {
      setSaving(false);
    }
  };

  const placeholders = Object.fromEntries(
    [...PRINT_LAYOUT_POSITIONS[print.layout][1], ...PRINT_LAYOUT_POSITIONS[print.layout][2]].map(
      (position) => [position, intl.formatMessage({ id: `prints.position.${position}` as MessageId })],
    ),
  ) as Partial<Record<PrintPosition, string>>;
  const cardEditing: PrintCardEditing = {
    onTextChange: (position, text) => dispatch({ type: 'text', position, text }),
    onTextFocus: (position) => {
      programmeTarget.current = position;
    },
    onOpen: setDialog,
    placeholders,
    imageLabel: intl.formatMessage({ id: 'prints.editor.image' }),
    qrLabel: intl.formatMessage({ id: 'prints.editor.qr' }),
    addQrLabel: intl.formatMessage({ id: 'prints.editor.addQr' }),
  };

  const image = print.content.find((item) => item.position === 'primaryImage');
  const qr = print.content.find((item) => item.position === 'qr');
  const pageLabel = (side: PrintPage) => intl.formatMessage({ id: PAGE_LABEL[side] });

  const actions = (
    <PrintActionBar
      editing={editing}
      onEdit={() => dispatch({ type: 'editing', editing: true })}
      onPreview={() => {
        setDesignOpen(false);
        dispatch({ type: 'editing', editing: false });
      }}
      dirty={dirty}
      saving={saving}
      justSaved={justSaved}
      onSave={() => void onSave()}
      designOpen={designOpen}
      onToggleDesign={() => setDesignOpen((open) => !open)}
      orderPath={
        printId !== undefined && !quickStart
          ? `${printsPath}/${encodeURIComponent(printId)}/bestall`
          : undefined
      }
      proofHref={
        printId !== undefined && !quickStart ? `/api/prints/${encodeURIComponent(printId)}/pdf` : undefined
      }
    />
  );

  return (
    <OwnerFrame siteId={site._id} quickStart={quickStart} actions={actions}>
      <div className={styles.workspace}>
        <main className={styles.main}>
          <div className={styles.top}>
            <Link to={printsPath} className={styles.back}>
              <ChevronLeftIcon size={18} strokeWidth={2} />
              {intl.formatMessage({ id: 'prints.editor.back.overview' })}
            </Link>
            {print.purpose === 'thankYou' && (
              <span className={styles.purposeBadge}>
                {intl.formatMessage({ id: 'prints.purpose.thankYou' })}
              </span>
            )}
            {editing && (
              <SegmentedChoice
                legend={intl.formatMessage({ id: 'prints.editor.sides' })}
                name="print-side"
                options={PAGES.map((side) => ({ value: side, label: pageLabel(side) }))}
                value={page}
                onChange={(side) => dispatch({ type: 'page', page: side })}
                look={{ options: styles.sides, option: styles.side }}
              />
            )}
          </div>
          <div ref={stage} className={styles.stage} data-preview={!editing || undefined}>
            {editing ? (
              <PrintCard
                key={`${print.layout}-${page}`}
                print={print}
                page={page}
                widthPx={cardWidth}
                demoQr={quickStart}
                editing={cardEditing}
              />
            ) : (
              PAGES.map((side) => (
                <figure key={side} className={styles.previewSide}>
                  <PrintCard
                    print={print}
                    page={side}
                    widthPx={cardWidth}
                    demoQr={quickStart}
                    label={pageLabel(side)}
                    programme={programme}
                  />
                  <figcaption>{pageLabel(side)}</figcaption>
                </figure>
              ))
            )}
          </div>
          {editing && <p className={styles.hint}>{intl.formatMessage({ id: 'prints.editor.hint' })}</p>}
          {editing && events.length > 0 && (
            <InsertProgramme
              onInsert={() => dispatch({ type: 'insertProgramme', position: programmeTarget.current })}
            />
          )}
        </main>
        {designOpen && editing && (
          <PrintDesignDrawer
            print={print}
            site={site}
            language={language}
            desktop={desktop}
            dispatch={dispatch}
            onClose={() => setDesignOpen(false)}
          />
        )}
      </div>
      {dialog === 'image' && image?.contentType === 'image' && (
        <ImageEditorDialog
          title={intl.formatMessage({ id: 'prints.editor.imageTitle' })}
          image={image.properties}
          onChange={(next) => dispatch({ type: 'image', image: next })}
          imageApi={imageApi}
          quickStart={quickStart}
          fixedAspect={PRINT_PRIMARY_IMAGE_ASPECT_RATIO[print.layout]}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'qr' && qr?.contentType === 'qr' && (
        <QrDialog
          // A hidden code is being added: it opens shown, at the site's address when there is one.
          url={qr.properties.url || qrUrl}
          hidden={false}
          siteUrl={qrUrl}
          guestPhotosUrl={guestPhotosQrUrl(site)}
          onDone={(next) => {
            dispatch({ type: 'qr', ...next });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <LeaveGuard dirty={dirty} stored={stored} />
      {dialogs}
    </OwnerFrame>
  );
}
