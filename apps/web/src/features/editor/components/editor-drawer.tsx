import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { DrawerFrame } from '../../../components/editor-ui/drawer-frame';
import { Loading } from '../../../components/ui/loading';
import { DrawerErrorBoundary } from './drawer-error-boundary';
import { drawerContentOf, type DrawerName } from '../drawer-contents';
import type { DrawerContentProps } from '../drawers/drawer-content-props';
import styles from './editor-drawer.module.css';

export interface EditorDrawerProps {
  name: DrawerName;
  desktop: boolean;
  contentProps: DrawerContentProps;
}

/**
 * The Design and Mer drawers (`002` §2.4) in the shared drawer frame, so the site stays in view while it
 * changes. Their content loads with the drawer; a drawer without content is empty.
 */
export function EditorDrawer({ name, desktop, contentProps }: EditorDrawerProps) {
  const intl = useIntl();
  const Content = drawerContentOf(name);
  const title = intl.formatMessage({ id: `editor.drawer.${name}` });

  return (
    <DrawerFrame
      title={title}
      closeLabel={intl.formatMessage({ id: 'editor.drawer.close' }, { name: title })}
      desktop={desktop}
      onClose={contentProps.onClose}
      name={name}
    >
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
    </DrawerFrame>
  );
}
