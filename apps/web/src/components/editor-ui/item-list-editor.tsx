import type { Image } from '@eventsite/core/schemas/image';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, PlusIcon, TrashIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { Button } from '../ui/button';
import styles from './item-list-editor.module.css';

export interface ItemSummary {
  /** The item's name or title in the edited language; empty when it has none yet. */
  title: string;
  image: Image | null;
}

export interface ItemListTexts {
  /** Names the list for screen readers, e.g. 'Personer'. */
  list: string;
  /** The add button, e.g. 'Lägg till person'. */
  add: string;
  /** Shown for an item without a title, e.g. 'Ny person'. */
  untitled: string;
  /** Shown while the list is empty. */
  empty: string;
}

export interface ItemListEditorProps<T extends { id: string }> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  createItem: () => T;
  summary: (item: T) => ItemSummary;
  /** The fields of the open item. */
  renderFields: (item: T, update: (next: T) => void) => ReactNode;
  texts: ItemListTexts;
  maxItems: number;
  /** False for a list kept in its own order (a programme in time order): no move buttons. */
  movable?: boolean;
}

/**
 * The items of a list module (`002` §2.3, §4): one open at a time for editing, each moved one step up or
 * down (clamped at the ends) and removed only after a confirmation in place. New items go last and open.
 */
export function ItemListEditor<T extends { id: string }>({
  items,
  onChange,
  createItem,
  summary,
  renderFields,
  texts,
  maxItems,
  movable = true,
}: ItemListEditorProps<T>) {
  const intl = useIntl();
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(items.length === 1 ? (items[0]?.id ?? null) : null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);

  const move = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    [next[index], next[target]] = [next[target] as T, next[index] as T];
    onChange(next);
  };

  const remove = (id: string) => {
    onChange(items.filter((item) => item.id !== id));
    setConfirmingId(null);
    if (openId === id) setOpenId(null);
  };

  const add = () => {
    const item = createItem();
    onChange([...items, item]);
    setOpenId(item.id);
    setConfirmingId(null);
  };

  return (
    <div className={styles.editor}>
      {items.length === 0 ? (
        <p className={styles.empty}>{texts.empty}</p>
      ) : (
        <ol className={styles.list} aria-label={texts.list}>
          {items.map((item, index) => {
            const { title, image } = summary(item);
            const name = title.trim() || texts.untitled;
            const open = openId === item.id;
            const bodyId = `${baseId}-${item.id}`;
            const position = intl.formatMessage(
              { id: 'moduleEditors.list.position' },
              { position: index + 1, count: items.length },
            );
            return (
              <li key={item.id} className={styles.item} data-open={open || undefined}>
                <div className={styles.header}>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={open ? bodyId : undefined}
                    onClick={() => setOpenId(open ? null : item.id)}
                  >
                    {image !== null ? (
                      <ResponsiveImage
                        image={image}
                        sizes="48px"
                        alt=""
                        className={styles.thumbnail}
                        silent
                      />
                    ) : (
                      <span className={`${styles.thumbnail} ${styles.noImage}`} aria-hidden="true">
                        {index + 1}
                      </span>
                    )}
                    <span className={styles.titles}>
                      <span className={title.trim() ? styles.title : `${styles.title} ${styles.untitled}`}>
                        {name}
                      </span>
                      <span className={styles.position}>{position}</span>
                    </span>
                    <span className={styles.chevron}>
                      <ChevronDownIcon size={18} />
                    </span>
                  </button>
                  <div className={styles.actions}>
                    {movable && (
                      <>
                        <button
                          type="button"
                          className={styles.action}
                          disabled={index === 0}
                          aria-label={intl.formatMessage({ id: 'moduleEditors.list.moveUp' }, { name })}
                          title={intl.formatMessage({ id: 'moduleEditors.list.moveUpShort' })}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUpIcon size={18} />
                        </button>
                        <button
                          type="button"
                          className={styles.action}
                          disabled={index === items.length - 1}
                          aria-label={intl.formatMessage({ id: 'moduleEditors.list.moveDown' }, { name })}
                          title={intl.formatMessage({ id: 'moduleEditors.list.moveDownShort' })}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDownIcon size={18} />
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className={`${styles.action} ${styles.danger}`}
                      aria-label={intl.formatMessage({ id: 'moduleEditors.list.remove' }, { name })}
                      title={intl.formatMessage({ id: 'moduleEditors.list.removeShort' })}
                      onClick={() => setConfirmingId(item.id)}
                    >
                      <TrashIcon size={18} />
                    </button>
                  </div>
                </div>
                {confirmingId === item.id && (
                  <div
                    className={styles.confirm}
                    role="group"
                    aria-label={intl.formatMessage({ id: 'moduleEditors.list.removeShort' })}
                  >
                    <p className={styles.confirmText}>
                      {intl.formatMessage({ id: 'moduleEditors.list.confirmRemove' }, { name })}
                    </p>
                    <div className={styles.confirmActions}>
                      <Button variant="secondary" onClick={() => setConfirmingId(null)} autoFocus>
                        {intl.formatMessage({ id: 'editorDialog.cancel' })}
                      </Button>
                      <Button className={styles.removeButton} onClick={() => remove(item.id)}>
                        {intl.formatMessage({ id: 'moduleEditors.list.removeConfirmed' })}
                      </Button>
                    </div>
                  </div>
                )}
                {open && (
                  <div id={bodyId} className={styles.body}>
                    {renderFields(item, (next) =>
                      onChange(items.map((current) => (current.id === item.id ? next : current))),
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {items.length < maxItems && (
        <Button variant="secondary" className={styles.add} onClick={add}>
          <PlusIcon size={18} />
          {texts.add}
        </Button>
      )}
    </div>
  );
}
