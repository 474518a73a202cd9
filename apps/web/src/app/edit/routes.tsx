import type { RouteObject } from 'react-router';
import { AccountShell } from './account-shell';
import { EditRoot } from './edit-root';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { RouteLoading } from './route-loading';

/**
 * Every EDIT route (`000` §2.3, `002` §2.1). Each screen is its own lazy chunk: add a route by adding an
 * object with a `lazy` import of its feature's page. Screens in the shared frame (wordmark, language
 * switcher) go under AccountShell; the editor brings its own frame and goes beside it, e.g.
 * `{ path: 'redigera/:siteId/*', lazy: ... }`. A path without a route gets the not-found page.
 */
export const editRoutes: RouteObject[] = [
  {
    element: <EditRoot />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteLoading,
    children: [
      {
        element: <AccountShell />,
        children: [
          {
            path: 'logga-in',
            lazy: async () => ({
              Component: (await import('../../features/login/components/login-page')).LoginPage,
            }),
          },
          {
            path: 'aterstall-losenord',
            lazy: async () => ({
              Component: (await import('../../features/reset-password/components/request-reset-page'))
                .RequestResetPage,
            }),
          },
          {
            path: 'aterstall-losenord/:token',
            lazy: async () => ({
              Component: (await import('../../features/reset-password/components/set-password-page'))
                .SetPasswordPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'redigera/:siteId',
        lazy: async () => ({
          Component: (await import('../../features/editor/components/site-editor-page')).SiteEditorPage,
        }),
      },
    ],
  },
];
