import { DRAWER_MOBILE_BREAKPOINT_PX } from '@eventsite/core/constants/layout';
import { XIcon } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '../../../components/ui/loading';
import { DrawerErrorBoundary } from './drawer-error-boundary';
import { drawerContentOf, type DrawerName } from '../drawer-contents';
import type { DrawerContentProps } from '../drawers/drawer-content-props';
import styles from './editor-drawer.module.css';

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

export interface EditorDrawerProps {
  name: DrawerName;
  desktop: boolean;
  contentProps: DrawerContentProps;
}

/**
 * The frame of the Design and Mer drawers (`002` §2.4): a panel beside the site on a wide screen and a
 * sheet over the lower part of the screen otherwise, so the site stays in view while it changes. Its
 * content loads with the drawer; a drawer without content is empty.
 */
export function EditorDrawer({ name, desktop, contentProps }: EditorDrawerProps) {
  const intl = useIntl();
  const Content = drawerContentOf(name);
  const title = intl.formatMessage({ id: `editor.drawer.${name}` });

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
        <button
          type="button"
          className={styles.close}
          onClick={contentProps.onClose}
          aria-label={intl.formatMessage({ id: 'editor.drawer.close' }, { name: title })}
        >
          <XIcon size={20} />
        </button>
      </header>
      <div className={styles.body}>
        {Content === null ? (
          <p className={styles.empty}>{intl.formatMessage({ id: 'editor.drawer.empty' })}</p>
        ) : (
          <DrawerErrorBoundary
            drawer={name}
            fallback={<p className={styles.empty}>{intl.formatMessage({ id: 'editor.drawer.failed' })}</p>}
          >
            <Suspense fallback={<Loading label={intl.formatMessage({ id: 'common.loading' })} />}>
              <Content {...contentProps} />
            </Suspense>
          </DrawerErrorBoundary>
        )}
      </div>
    </aside>
  );
}
