import { DRAWER_MOBILE_BREAKPOINT_PX } from '@eventsite/core/constants/layout';
import { useEffect, useState, type ReactNode } from 'react';
import { XIcon } from 'lucide-react';
import styles from './drawer-frame.module.css';

/** Whether the window is wide enough for a drawer beside the site; below it a drawer opens as a bottom sheet. */
export function useDesktopDrawer(): boolean {
  const query = `(min-width: ${DRAWER_MOBILE_BREAKPOINT_PX}px)`;
  const [desktop, setDesktop] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setDesktop(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return desktop;
}

export interface DrawerFrameProps {
  title: string;
  closeLabel: string;
  /** Beside the site (`useDesktopDrawer`), else a bottom sheet. */
  desktop: boolean;
  onClose: () => void;
  /** Names the drawer for tests and styles (`data-drawer`). */
  name?: string;
  children: ReactNode;
}

/**
 * The frame of the editors' drawers (`002` §2.4, §2.5): a panel beside the site or card on a wide screen and
 * a sheet over the lower part of the screen otherwise, so what changes stays in view.
 */
export function DrawerFrame({ title, closeLabel, desktop, onClose, name, children }: DrawerFrameProps) {
  return (
    <aside
      className={styles.drawer}
      data-layout={desktop ? 'side' : 'bottom'}
      aria-label={title}
      data-drawer={name}
    >
      <header className={styles.head}>
        {!desktop && <span className={styles.handle} aria-hidden="true" />}
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <XIcon size={20} />
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
