import { Outlet } from 'react-router';
import { ErrorDialogProvider } from '../../components/error-dialog/error-dialog';
import { ScrollToTop } from '../../components/scroll-to-top';

/** The root route of the EDIT app: what every owner screen shares. */
export function EditRoot() {
  return (
    <ErrorDialogProvider>
      <ScrollToTop />
      <Outlet />
    </ErrorDialogProvider>
  );
}
