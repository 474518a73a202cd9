import { formatGiftAmount } from '@eventsite/core/rules/gift-money';
import type { Gift } from '@eventsite/core/api/gifts';
import { GIFT_NOTE_MAX } from '@eventsite/core/constants/gift-registry';
import { CheckIcon, TrashIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMarketMessageValues } from '../../../lib/use-market-message-values';
import { useUpdateGift } from '../api/gifts';
import styles from './thanks.module.css';

/** A pause in typing a note this long saves it, as the seating plan saves while the owner works. */
const NOTE_SAVE_DELAY_MS = 800;

type SaveStatus = 'saving' | 'saved' | 'failed';

function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <p className={`${styles.saveState} ${styles[`save_${status}`]}`} role="status">
      {status === 'saved' && <CheckIcon size={14} aria-hidden="true" />}
      {intl.formatMessage({ id: `thanks.save.${status}` })}
      {status === 'failed' && (
        <Button variant="quiet" className={styles.retry} onClick={onRetry}>
          {intl.formatMessage({ id: 'thanks.save.retry' })}
        </Button>
      )}
    </p>
  );
}

export interface GiftRowProps {
  siteId: string;
  gift: Gift;
  /** The giver's name is shown when the group is a household, whose name may not be the giver's. */
  showFrom: boolean;
  onDelete: () => void;
}

/**
 * One gift on the thank-you list: what, from whom, how much, the greeting and when; the "thanked" tick and
 * the owner's note save as the owner works (the note after a pause in typing, or on leaving the field).
 */
export function GiftRow({ siteId, gift, showFrom, onDelete }: GiftRowProps) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const marketValues = useMarketMessageValues();
  const update = useUpdateGift(siteId, gift._id);
  const [thanked, setThanked] = useState(gift.thanked);
  const [note, setNote] = useState(gift.note);
  const settledNote = useDebouncedValue(note, NOTE_SAVE_DELAY_MS);
  // What was last sent, so a settled note is not sent twice (once on leaving the field, once on the pause).
  const sent = useRef({ thanked: gift.thanked, note: gift.note });

  const { mutate } = update;
  const save = (next: { thanked: boolean; note: string }) => {
    if (next.thanked === sent.current.thanked && next.note === sent.current.note) return;
    sent.current = next;
    mutate(next);
  };

  // A settled note saves with the tick as last sent; ticks and leaving the field save at once (`save`).
  useEffect(() => {
    if (settledNote === sent.current.note) return;
    sent.current = { ...sent.current, note: settledNote };
    mutate(sent.current);
  }, [settledNote, mutate]);

  const status: SaveStatus | null = update.isPending
    ? 'saving'
    : update.isError
      ? 'failed'
      : update.isSuccess
        ? 'saved'
        : null;
  const amount = gift.amount === null ? null : formatGiftAmount(market, gift.amount);
  const date = intl.formatDate(gift.createdAt, { day: 'numeric', month: 'short', year: 'numeric' });

  return (
    <li className={`${styles.gift} ${thanked ? styles.giftThanked : ''}`} data-testid="gift">
      <div className={styles.giftMain}>
        <div className={styles.giftHead}>
          <div className={styles.giftWhat}>
            <span className={`${styles.kind} ${styles[`kind_${gift.kind}`]}`}>
              {intl.formatMessage({ id: `thanks.kind.${gift.kind}` }, marketValues)}
            </span>
            <h3 className={styles.giftTitle}>
              {gift.quantity !== null && gift.quantity > 1
                ? intl.formatMessage(
                    { id: 'thanks.quantity' },
                    { title: gift.title, quantity: gift.quantity },
                  )
                : gift.title}
            </h3>
          </div>
          {amount !== null && <span className={styles.amount}>{amount}</span>}
        </div>
        <p className={styles.meta}>
          {showFrom && gift.from !== '' && (
            <span>{intl.formatMessage({ id: 'thanks.from' }, { name: gift.from })}</span>
          )}
          <span>{date}</span>
        </p>
        {gift.greeting !== '' && <blockquote className={styles.greeting}>{gift.greeting}</blockquote>}
      </div>
      <div className={styles.giftThanks}>
        <div className={styles.thankedRow}>
          <label className={styles.thankedBox}>
            <input
              type="checkbox"
              checked={thanked}
              onChange={(event) => {
                const next = event.currentTarget.checked;
                setThanked(next);
                save({ thanked: next, note });
              }}
            />
            {intl.formatMessage({ id: 'thanks.thanked' })}
          </label>
          <div className={styles.rowAside}>
            {status !== null && (
              <SaveState
                status={status}
                onRetry={() => {
                  update.reset();
                  mutate(sent.current);
                }}
              />
            )}
            {gift.kind === 'manual' && (
              <Button variant="quiet" className={`${styles.iconButton} ${styles.danger}`} onClick={onDelete}>
                <TrashIcon size={16} />
                {intl.formatMessage({ id: 'thanks.delete' })}
              </Button>
            )}
          </div>
        </div>
        <label className={styles.noteField}>
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'thanks.note' }, { title: gift.title })}
          </span>
          <input
            className={styles.noteInput}
            value={note}
            maxLength={GIFT_NOTE_MAX}
            placeholder={intl.formatMessage({ id: 'thanks.notePlaceholder' })}
            onChange={(event) => setNote(event.currentTarget.value)}
            onBlur={() => save({ thanked, note })}
          />
        </label>
      </div>
    </li>
  );
}
