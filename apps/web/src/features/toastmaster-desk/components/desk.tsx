import type { ToastmasterDesk } from '@eventsite/core/api/speeches';
import { translateText } from '@eventsite/core/rules/translate-text';
import { Check, FileDown, Printer, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { isApiErrorWithCode } from '../../../lib/api-client';
import { runningOrderPdfPath, useNotifySpeakers, useSaveRunningOrder } from '../api/toastmaster-desk';
import type { DeskTexts } from '../desk-texts';
import { draftOf, sameDraft, updateOf, type RunningOrderDraft } from '../running-order-draft';
import { PrintSheet } from './print-sheet';
import { RunningOrderBoard } from './running-order-board';
import styles from './desk.module.css';

export type DeskNotice = { kind: 'stale' } | { kind: 'notified'; mailed: number } | null;

export interface DeskProps {
  token: string;
  desk: ToastmasterDesk;
  texts: DeskTexts;
  notice: DeskNotice;
  onNotice: (notice: DeskNotice) => void;
  /** Reads the desk again (after someone else saved in between). */
  onReload: () => void;
}

function formatDate(date: string, language: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

/**
 * The toastmaster's desk once loaded: the evening at a glance, the running order to arrange, and what to do
 * with it (save, mail the speakers, print). It is drawn afresh for every saved revision of the order.
 */
export function Desk({ token, desk, texts, notice, onNotice, onReload }: DeskProps) {
  const saved = useMemo(() => draftOf(desk), [desk]);
  const [draft, setDraft] = useState<RunningOrderDraft>(saved);
  const save = useSaveRunningOrder(token);
  const notify = useNotifySpeakers(token);
  const dirty = !sameDraft(draft, saved);
  const slotNames = useMemo(
    () => new Map(desk.slots.map((slot) => [slot.id, translateText(slot.title, desk.language)])),
    [desk],
  );
  const totalMinutes = desk.speeches.reduce((sum, speech) => sum + speech.minutes, 0);

  const onSave = () => {
    onNotice(null);
    save.mutate(updateOf(draft, desk.order.revision), {
      onError: (error) => {
        if (!isApiErrorWithCode(error, 'SPEECH_ORDER_STALE')) return;
        onNotice({ kind: 'stale' });
        onReload();
      },
    });
  };
  const onNotify = () => {
    onNotice(null);
    notify.mutate(undefined, { onSuccess: ({ mailed }) => onNotice({ kind: 'notified', mailed }) });
  };
  const saveFailed = save.isError && !isApiErrorWithCode(save.error, 'SPEECH_ORDER_STALE');

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{texts.pageTitle}</p>
        <h1 className={styles.title}>{desk.siteTitle}</h1>
        <p className={styles.meta}>
          {[
            desk.siteDate === null ? null : formatDate(desk.siteDate, desk.language),
            texts.totals(desk.speeches.length, totalMinutes),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className={styles.intro}>
          <strong>{texts.greeting(desk.toastmaster.name)}</strong> {texts.intro}
        </p>
        {desk.deadline !== null && (
          <p className={styles.deadline}>{texts.deadline(formatDate(desk.deadline, desk.language))}</p>
        )}
        <div className={styles.tools}>
          <Button variant="quiet" onClick={() => window.print()}>
            <Printer aria-hidden size={18} />
            {texts.print}
          </Button>
          <a className={buttonClassName({ variant: 'quiet' })} href={runningOrderPdfPath(token)} download>
            <FileDown aria-hidden size={18} />
            {texts.pdf}
          </a>
        </div>
      </header>

      {desk.speeches.length === 0 && (
        <section className={styles.empty} aria-labelledby="desk-empty-title">
          <h2 id="desk-empty-title">{texts.emptyTitle}</h2>
          <p>{texts.emptyText}</p>
        </section>
      )}

      {notice?.kind === 'stale' && (
        <p className={styles.noticeWarning} role="alert">
          {texts.staleReloaded}
        </p>
      )}

      <RunningOrderBoard
        texts={texts}
        draft={draft}
        onDraft={setDraft}
        speeches={desk.speeches}
        slotNames={slotNames}
      />

      <div className={styles.actionBar} role="region" aria-label={texts.pageTitle}>
        <div className={styles.actionGroup}>
          <Button busy={save.isPending} disabled={!dirty} onClick={onSave}>
            {texts.save}
          </Button>
          <span className={styles.saveState} role="status">
            {saveFailed ? (
              <span className={styles.error}>{texts.saveFailed}</span>
            ) : dirty ? (
              texts.unsaved
            ) : (
              <>
                <Check aria-hidden size={16} /> {texts.saved}
              </>
            )}
          </span>
        </div>
        <div className={styles.actionGroup}>
          <Button
            variant="secondary"
            busy={notify.isPending}
            disabled={dirty || desk.unsentChanges === 0}
            onClick={onNotify}
          >
            <Send aria-hidden size={18} />
            {texts.notify}
            {desk.unsentChanges > 0 && <span className={styles.countBadge}>{desk.unsentChanges}</span>}
          </Button>
          <span className={styles.saveState} role="status">
            {notify.isError ? (
              <span className={styles.error}>{texts.notifyFailed}</span>
            ) : notice?.kind === 'notified' ? (
              texts.notified(notice.mailed)
            ) : dirty && desk.unsentChanges > 0 ? (
              texts.notifySaveFirst
            ) : desk.unsentChanges > 0 ? (
              texts.notifyPending(desk.unsentChanges)
            ) : (
              texts.notifyNothing
            )}
          </span>
        </div>
      </div>

      <PrintSheet
        texts={texts}
        title={desk.siteTitle}
        draft={draft}
        speeches={desk.speeches}
        slotNames={slotNames}
      />
    </div>
  );
}
