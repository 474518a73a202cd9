import { editorBasePath } from '@eventsite/core/rules/editor-base-path';
import { MenuIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../../lib/app-context';
import { SideMenu } from './side-menu';
import styles from './owner-frame.module.css';
import { paths } from '../../lib/paths';

export { SideMenuButton } from './side-menu';

export interface OwnerFrameProps {
  /** The site the owner works on; ignored in quick start, whose paths have no site id. */
  siteId: string;
  /** Editing a demo draft without an account: the account link is left out (`000` §2.4). */
  quickStart: boolean;
  children: ReactNode;
  /** The screen's own buttons: in the top bar on a desktop, in a bar along the bottom on a phone. */
  actions?: ReactNode;
  /** More entries at the end of the side menu, e.g. a feedback button (use `SideMenuButton`). */
  menuItems?: ReactNode;
}

/** The editor base path of `000` §2.2 for the screen the owner is on. */
function useEditorBasePath(siteId: string, quickStart: boolean): string {
  const { pathname } = useLocation();
  return quickStart ? editorBasePath(pathname) : paths.editor(siteId);
}

/**
 * The frame of every owner screen (`000` §2.4): a top bar with the product's wordmark, the button that
 * opens the side menu, and the screen's actions; the screen itself below.
 */
export function OwnerFrame({ siteId, quickStart, children, actions, menuItems }: OwnerFrameProps) {
  const intl = useIntl();
  const { productName } = useAppConfig();
  const basePath = useEditorBasePath(siteId, quickStart);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className={styles.frame} data-has-actions={actions !== undefined}>
      <header className={styles.topBar} data-owner-top-bar>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={intl.formatMessage({ id: 'ownerFrame.menu.open' })}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon size={22} />
        </button>
        <Link to={basePath} className={styles.wordmark}>
          {productName}
        </Link>
        {actions !== undefined && (
          <div
            className={styles.actions}
            role="toolbar"
            aria-label={intl.formatMessage({ id: 'ownerFrame.actions' })}
          >
            {actions}
          </div>
        )}
      </header>
      <SideMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        basePath={basePath}
        quickStart={quickStart}
        extraItems={menuItems}
      />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
