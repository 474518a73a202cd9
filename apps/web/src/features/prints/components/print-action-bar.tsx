import { CheckIcon, MailOpenIcon, MonitorCheckIcon, PaletteIcon, PencilIcon, SaveIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../lib/i18n/messages';
import styles from '../../../components/editor-ui/editor-action-bar.module.css';

export interface PrintActionBarProps {
  editing: boolean;
  onEdit: () => void;
  onPreview: () => void;
  dirty: boolean;
  saving: boolean;
  justSaved: boolean;
  onSave: () => void;
  designOpen: boolean;
  onToggleDesign: () => void;
  /** Where Beställ leads: the saved print's checkout; absent until the print is saved. */
  orderPath?: string;
}

function BarButton({
  icon,
  label,
  onClick,
  pressed,
  primary = false,
  disabled = false,
  badge = false,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  primary?: boolean;
  disabled?: boolean;
  badge?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? `${styles.button} ${styles.primary}` : styles.button}
      onClick={onClick}
      aria-pressed={pressed}
      disabled={disabled}
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
 * The print editor's action bar (`002` §2.5): Redigera when previewing; otherwise Spara (highlighted while
 * there are unsaved changes), Design and Granska; Beställ always, once the print is saved.
 */
export function PrintActionBar({
  editing,
  onEdit,
  onPreview,
  dirty,
  saving,
  justSaved,
  onSave,
  designOpen,
  onToggleDesign,
  orderPath,
}: PrintActionBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `prints.editor.${id}` as MessageId });
  const order = orderPath !== undefined && (
    <Link to={orderPath} className={styles.button}>
      <span className={styles.icon}>
        <MailOpenIcon />
      </span>
      <span className={styles.label}>{t('order')}</span>
    </Link>
  );

  if (!editing) {
    return (
      <div className={styles.bar}>
        <BarButton icon={<PencilIcon />} label={t('edit')} onClick={onEdit} primary />
        {order}
      </div>
    );
  }
  return (
    <div className={styles.bar}>
      <BarButton
        icon={justSaved && !dirty ? <CheckIcon /> : <SaveIcon />}
        label={saving ? t('saving') : justSaved && !dirty ? t('saved') : t('save')}
        onClick={onSave}
        primary={dirty}
        disabled={saving}
        badge={dirty}
      />
      <span className="visually-hidden" role="status">
        {justSaved && !dirty ? t('saved') : ''}
      </span>
      <BarButton icon={<PaletteIcon />} label={t('design')} onClick={onToggleDesign} pressed={designOpen} />
      <BarButton icon={<MonitorCheckIcon />} label={t('preview')} onClick={onPreview} />
      {order}
    </div>
  );
}
