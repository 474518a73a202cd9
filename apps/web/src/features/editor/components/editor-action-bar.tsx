import {
  GlobeIcon,
  MonitorCheckIcon,
  PaletteIcon,
  PencilIcon,
  Redo2Icon,
  Settings2Icon,
  Undo2Icon,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DrawerName } from '../drawer-contents';
import { BarButton, BarLink, SaveBarButton } from '../../../components/editor-ui/action-bar-parts';
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
      <SaveBarButton
        dirty={dirty}
        saving={saving}
        justSaved={justSaved}
        onSave={onSave}
        text={t}
        hint={t('saveHint')}
      />
      {addressPath !== undefined && (
        <BarLink to={addressPath} icon={<GlobeIcon />} label={t('chooseAddress')} />
      )}
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
