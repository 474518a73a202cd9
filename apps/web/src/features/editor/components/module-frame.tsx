import type { SiteModule } from '@eventsite/core/schemas/site-modules';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  EyeIcon,
  EyeOffIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
  XIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ModuleTypeIcon } from './module-type-icon';
import { moduleTypeName } from '../module-editors';
import styles from './module-frame.module.css';

export interface ModuleFrameProps {
  module: SiteModule;
  /** What the owner calls the module: its title, else its type. */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  /** The module whose action bar is open; one at a time. */
  selected: boolean;
  onSelect: () => void;
  onClose: () => void;
  onMove: (direction: -1 | 1) => void;
  onToggleHidden: () => void;
  onDelete: () => void;
  /** Adds a module before this one. */
  onAdd: () => void;
  /** Opens the type's edit dialog; absent when the type has none. */
  onEdit?: () => void;
  /** Shown, but with nothing guests would see (`moduleHasContent`), so guests do not get it. */
  emptyForGuests?: boolean;
  children: ReactNode;
}

function ToolButton({
  label,
  onClick,
  children,
  wide = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <button
      type="button"
      className={wide ? `${styles.tool} ${styles.wide}` : styles.tool}
      aria-label={wide ? undefined : label}
      title={label}
      onClick={onClick}
    >
      {children}
      {wide && <span className={styles.toolLabel}>{label}</span>}
    </button>
  );
}

/**
 * A module as its owner sees it in edit mode (`002` §2.3): a tab that opens its action bar (edit content,
 * move up and down, hide or show, delete, add a module before it, close) and, when hidden or still empty,
 * the note that guests do not see it.
 */
export function ModuleFrame({
  module,
  name,
  isFirst,
  isLast,
  selected,
  onSelect,
  onClose,
  onMove,
  onToggleHidden,
  onDelete,
  onAdd,
  onEdit,
  emptyForGuests = false,
  children,
}: ModuleFrameProps) {
  const intl = useIntl();
  const t = (
    id: 'label' | 'open' | 'edit' | 'moveUp' | 'moveDown' | 'hide' | 'show' | 'delete' | 'add' | 'close',
  ) => intl.formatMessage({ id: `editor.moduleBar.${id}` }, { name });
  const typeName = moduleTypeName(intl, module.siteModuleType);

  return (
    <div
      className={styles.frame}
      data-selected={selected}
      data-hidden={module.hide}
      data-module-id={module.id}
    >
      <span className={styles.outline} aria-hidden="true" />
      <div className={styles.bar}>
        {selected ? (
          <div role="toolbar" aria-label={t('label')} className={styles.toolbar}>
            {onEdit && (
              <ToolButton label={t('edit')} onClick={onEdit} wide>
                <PencilIcon size={18} />
              </ToolButton>
            )}
            {!isFirst && (
              <ToolButton label={t('moveUp')} onClick={() => onMove(-1)}>
                <ArrowUpIcon size={18} />
              </ToolButton>
            )}
            {!isLast && (
              <ToolButton label={t('moveDown')} onClick={() => onMove(1)}>
                <ArrowDownIcon size={18} />
              </ToolButton>
            )}
            <ToolButton label={module.hide ? t('show') : t('hide')} onClick={onToggleHidden}>
              {module.hide ? <EyeIcon size={18} /> : <EyeOffIcon size={18} />}
            </ToolButton>
            <ToolButton label={t('delete')} onClick={onDelete}>
              <TrashIcon size={18} />
            </ToolButton>
            <ToolButton label={t('add')} onClick={onAdd}>
              <PlusIcon size={18} />
            </ToolButton>
            <span className={styles.divider} aria-hidden="true" />
            <ToolButton label={t('close')} onClick={onClose}>
              <XIcon size={18} />
            </ToolButton>
          </div>
        ) : (
          <button type="button" className={styles.tab} onClick={onSelect} aria-label={t('open')}>
            <ModuleTypeIcon type={module.siteModuleType} size={16} strokeWidth={2} />
            <span>{typeName}</span>
          </button>
        )}
      </div>
      {module.hide && (
        <p className={styles.hiddenNote}>
          <EyeOffIcon size={18} />
          <span>{intl.formatMessage({ id: 'editor.moduleBar.hiddenNote' })}</span>
        </p>
      )}
      {!module.hide && emptyForGuests && (
        <p className={styles.hiddenNote}>
          <EyeOffIcon size={18} />
          <span>{intl.formatMessage({ id: 'editor.moduleBar.emptyNote' })}</span>
        </p>
      )}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
