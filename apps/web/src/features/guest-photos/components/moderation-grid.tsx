import type { GuestPhoto } from '@eventsite/core/api/guest-photos';
import { CheckIcon, EyeOffIcon, PlayIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './guest-photos.module.css';

export interface ModerationActions {
  onApprove: (photo: GuestPhoto) => void;
  onHide: (photo: GuestPhoto) => void;
  onStar: (photo: GuestPhoto) => void;
  onDelete: (photo: GuestPhoto) => void;
}

/** How many cards share the first row, so the up and down keys move by a row (1 where nothing is laid out). */
function columnsOf(list: HTMLElement): number {
  const cards = Array.from(list.children) as HTMLElement[];
  const top = cards[0]?.offsetTop;
  const inFirstRow = cards.filter((card) => card.offsetTop === top).length;
  return inFirstRow > 0 && inFirstRow < cards.length ? inFirstRow : 1;
}

/**
 * The photos as a grid the hosts can work through by keyboard (issue 38 item 3): one card is the tab stop,
 * the arrow keys move it, A approves, S stars, Delete or Backspace deletes. When an approved photo leaves the
 * 'new' list, the card that takes its place gets the focus, so a host can press A, A, A.
 */
export function ModerationGrid({
  photos,
  actions,
}: {
  photos: readonly GuestPhoto[];
  actions: ModerationActions;
}) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(photos.length - 1, 0));
  // The photo a key or a card's button acted on: once the list no longer holds it as it was (approved away,
  // deleted, starred), the action has landed, and the card now at its place takes the focus it lost.
  const actedOn = useRef<GuestPhoto | null>(null);

  useEffect(() => {
    const grid = list.current;
    if (!grid || actedOn.current === null || photos.includes(actedOn.current)) return;
    actedOn.current = null;
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && !grid.contains(focused)) return;
    const card = grid.querySelectorAll<HTMLElement>('[data-card]')[current];
    if (card && focused?.closest('[data-card]') !== card) card.focus();
  }, [photos, current]);

  const act = (action: (photo: GuestPhoto) => void) => (photo: GuestPhoto) => {
    actedOn.current = photo;
    action(photo);
  };

  const focusCard = (index: number) => {
    setActive(index);
    list.current?.querySelectorAll<HTMLElement>('[data-card]')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const photo = photos[current];
    if (!photo || !list.current) return;
    const columns = columnsOf(list.current);
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusCard(Math.min(Math.max(current + move, 0), photos.length - 1));
      return;
    }
    const key = event.key.toLowerCase();
    if (key === 'a' && photo.status === 'pending') act(actions.onApprove)(photo);
    else if (key === 's') act(actions.onStar)(photo);
    else if (event.key === 'Delete' || event.key === 'Backspace') act(actions.onDelete)(photo);
    else return;
    event.preventDefault();
  };

  return (
    <ul
      ref={list}
      className={styles.grid}
      aria-label={intl.formatMessage({ id: 'guestPhotos.grid' })}
      aria-describedby="guest-photos-keys"
      onKeyDown={onKeyDown}
    >
      {photos.map((photo, index) => {
        const uploader = photo.uploader || intl.formatMessage({ id: 'guestPhotos.anonymous' });
        const label = intl.formatMessage({ id: 'guestPhotos.photoAlt' }, { uploader });
        return (
          <li
            key={photo._id}
            className={styles.card}
            data-status={photo.status}
            onFocus={() => setActive(index)}
          >
            <div
              data-card
              tabIndex={index === current ? 0 : -1}
              role="group"
              aria-label={label}
              className={styles.picture}
              data-testid="guest-photo"
            >
              <img
                src={photo.image.url}
                width={photo.image.width}
                height={photo.image.height}
                alt=""
                loading="lazy"
                className={styles.image}
              />
              {photo.kind === 'video' && (
                <span className={styles.videoBadge}>
                  <PlayIcon size={14} aria-hidden="true" />
                  {intl.formatMessage({ id: 'guestPhotos.video' })}
                </span>
              )}
              {photo.starred && <StarIcon className={styles.starBadge} size={20} aria-hidden="true" />}
            </div>
            <div className={styles.meta}>
              <span className={styles.uploader}>{uploader}</span>
              <time dateTime={photo.createdAt} className={styles.time}>
                {intl.formatDate(photo.createdAt, { weekday: 'short', hour: '2-digit', minute: '2-digit' })}
              </time>
            </div>
            <div className={styles.tools}>
              {photo.status === 'pending' ? (
                <button
                  type="button"
                  tabIndex={-1}
                  className={styles.approve}
                  onClick={() => act(actions.onApprove)(photo)}
                >
                  <CheckIcon size={16} aria-hidden="true" />
                  {intl.formatMessage({ id: 'guestPhotos.approve' })}
                </button>
              ) : (
                <button
                  type="button"
                  tabIndex={-1}
                  className={styles.tool}
                  onClick={() => act(actions.onHide)(photo)}
                >
                  <EyeOffIcon size={16} aria-hidden="true" />
                  {intl.formatMessage({ id: 'guestPhotos.unapprove' })}
                </button>
              )}
              <button
                type="button"
                tabIndex={-1}
                className={styles.iconTool}
                aria-pressed={photo.starred}
                aria-label={intl.formatMessage({
                  id: photo.starred ? 'guestPhotos.unstar' : 'guestPhotos.star',
                })}
                onClick={() => act(actions.onStar)(photo)}
              >
                <StarIcon size={18} aria-hidden="true" fill={photo.starred ? 'currentColor' : 'none'} />
              </button>
              <button
                type="button"
                tabIndex={-1}
                className={`${styles.iconTool} ${styles.delete}`}
                aria-label={intl.formatMessage({ id: 'guestPhotos.delete' })}
                onClick={() => act(actions.onDelete)(photo)}
              >
                <Trash2Icon size={18} aria-hidden="true" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
