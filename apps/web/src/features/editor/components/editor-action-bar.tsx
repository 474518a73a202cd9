import {
  CheckIcon,
  GlobeIcon,
  MonitorCheckIcon,
  PaletteIcon,
  PencilIcon,
  Redo2Icon,
  SaveIcon,
  Settings2Icon,
  Undo2Icon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DrawerName } from '../drawer-contents';
import styles from '../../../components/editor-ui/editor-action-bar.module.css';

export interface EditorActionBarProps {
  editing: boolean;
  onEdit: () => void;
  onPreview: () => void;
  dirty: boolean;
  saving: boolean;
  /** Shortly after a successful save: the button says 'Sparat'. */
  justSaved: boolean;
  onSave: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Where 'Välj adress' leads; absent when it is not offered (a published site, quick start). */
  addressPath?: string;
  drawer: DrawerName | null;
  onToggleDrawer: (drawer: DrawerName) => void;
}

function BarButton({
  icon,
  label,
  onClick,
  pressed,
  primary = false,
  disabled = false,
  badge = false,
  hint,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  primary?: boolean;
  disabled?: boolean;
  badge?: boolean;
  hint?: string;
}) {
  return (
    <button
      type="button"
      className={primary ? `${styles.button} ${styles.primary}` : styles.button}
      onClick={onClick}
      aria-pressed={pressed}
      disabled={disabled}
      title={hint}
    >
      <span className={styles.icon}>
        {icon}
        {badge && <span className={styles.badge} aria-hidden="true" />}
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}

/**
 * The editor's action bar (`000` §2.4, `002` §2.2): 'Redigera' when not editing; in edit mode undo and redo,
 * Spara (saying 'Sparat' for a moment after a save), Välj adress (an unpublished site outside quick start),
 * Granska, Design and Mer.
 */
export function EditorActionBar({
  editing,
  onEdit,
  onPreview,
  dirty,
  saving,
  justSaved,
  onSave,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  addressPath,
  drawer,
  onToggleDrawer,
}: EditorActionBarProps) {
  const intl = useIntl();
  const t = (
    id:
      | 'edit'
      | 'undo'
      | 'redo'
      | 'undoHint'
      | 'redoHint'
      | 'save'
      | 'saving'
      | 'saved'
      | 'saveHint'
      | 'chooseAddress'
      | 'preview'
      | 'design'
      | 'more',
  ) => intl.formatMessage({ id: `editor.actions.${id}` });

  if (!editing) {
    return (
      <div className={styles.bar}>
        <BarButton icon={<PencilIcon />} label={t('edit')} onClick={onEdit} primary />
      </div>
    );
  }

  return (
    <div className={styles.bar}>
      <div className={styles.history}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onUndo}
          disabled={!canUndo}
          aria-label={t('undo')}
          title={t('undoHint')}
        >
          <Undo2Icon />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onRedo}
          disabled={!canRedo}
          aria-label={t('redo')}
          title={t('redoHint')}
        >
          <Redo2Icon />
        </button>
      </div>
      <BarButton
        icon={justSaved && !dirty ? <CheckIcon /> : <SaveIcon />}
        label={saving ? t('saving') : justSaved && !dirty ? t('saved') : t('save')}
        onClick={onSave}
        primary={dirty}
        disabled={saving}
        badge={dirty}
        hint={t('saveHint')}
      />
      {addressPath !== undefined && (
        <Link to={addressPath} className={styles.button}>
          <span className={styles.icon}>
            <GlobeIcon />
          </span>
          <span className={styles.label}>{t('chooseAddress')}</span>
        </Link>
      )}
      <span className="visually-hidden" role="status">
        {justSaved && !dirty ? t('saved') : ''}
      </span>
      <BarButton icon={<MonitorCheckIcon />} label={t('preview')} onClick={onPreview} />
      <BarButton
        icon={<PaletteIcon />}
        label={t('design')}
        onClick={() => onToggleDrawer('design')}
        pressed={drawer === 'design'}
      />
      <BarButton
        icon={<Settings2Icon />}
        label={t('more')}
        onClick={() => onToggleDrawer('more')}
        pressed={drawer === 'more'}
      />
    </div>
  );
}
