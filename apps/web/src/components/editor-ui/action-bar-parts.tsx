import { CheckIcon, SaveIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './editor-action-bar.module.css';

/** A button of an editor's action bar: an icon over its label. */
export function BarButton({
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
  /** A dot on the icon, e.g. for unsaved changes. */
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

/** A link of an editor's action bar that looks like its buttons. */
export function BarLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link to={to} className={styles.button}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </Link>
  );
}

/** A file the browser opens in a new tab (a PDF), not a screen of the app. */
export function BarFileLink({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={styles.button}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </a>
  );
}

/**
 * Spara, highlighted with a dot while there are unsaved changes and saying 'Sparat' for a moment after a
 * save, which a screen reader hears too.
 */
export function SaveBarButton({
  dirty,
  saving,
  justSaved,
  onSave,
  text,
  hint,
}: {
  dirty: boolean;
  saving: boolean;
  /** Shortly after a successful save. */
  justSaved: boolean;
  onSave: () => void;
  /** The bar's own words for Spara, Sparar and Sparat. */
  text: (id: 'save' | 'saving' | 'saved') => string;
  hint?: string;
}) {
  const saved = justSaved && !dirty;
  return (
    <>
      <BarButton
        icon={saved ? <CheckIcon /> : <SaveIcon />}
        label={text(saving ? 'saving' : saved ? 'saved' : 'save')}
        onClick={onSave}
        primary={dirty}
        disabled={saving}
        badge={dirty}
        hint={hint}
      />
      <span className="visually-hidden" role="status">
        {saved ? text('saved') : ''}
      </span>
    </>
  );
}
