import type { RouteObject } from 'react-router';
import { AccountShell } from './account-shell';
import { EditRoot } from './edit-root';
import { NotFoundPage } from '../../components/not-found-page/not-found-page';
import { RouteErrorPage } from './route-error-page';
import { RouteLoading } from './route-loading';

/** The RSVP answers screens of a site and of quick start (`002` §2.1), each a lazy chunk. */
function answersRoutes(): RouteObject[] {
  const editors = [
    'redigera/:siteId',
    'snabbstart',
    'sms/snabbstart',
    'digital-studentinbjudan/snabbstart',
    'kom-igang/redigera',
  ];
  return editors.flatMap((editor) => [
    {
      path: `${editor}/visa-osa`,
      lazy: async () => ({
        Component: (await import('../../features/answers/components/answers-route')).AnswersRoute,
      }),
    },
    {
      path: `${editor}/visa-osa/fragor`,
      lazy: async () => ({
        Component: (await import('../../features/answers/components/answers-route')).QuestionAnswersRoute,
      }),
    },
  ]);
}

/**
 * The invitations screens of a site and of quick start (`002` §2.1): the overview and the print editor,
 * whose `:printId` is 'nytt' for a new print. Quick start only creates (`/nytt`); the checkout
 * (`/{printId}/bestall`) is its own route.
 */
function printsRoutes(): RouteObject[] {
  const overview = {
    lazy: async () => ({
      Component: (await import('../../features/prints/components/prints-overview-page')).PrintsOverviewPage,
    }),
  };
  const printEditor = {
    lazy: async () => ({
      Component: (await import('../../features/prints/components/print-editor-page')).PrintEditorPage,
    }),
  };
  const quickStartEditors = [
    'snabbstart',
    'sms/snabbstart',
    'digital-studentinbjudan/snabbstart',
    'kom-igang/redigera',
  ];
  return [
    { path: 'redigera/:siteId/inbjudningar', ...overview },
    { path: 'redigera/:siteId/inbjudningar/:printId', ...printEditor },
    ...quickStartEditors.flatMap((editor) => [
      { path: `${editor}/inbjudningar`, ...overview },
      { path: `${editor}/inbjudningar/nytt`, ...printEditor },
    ]),
  ];
}

/**
 * Every EDIT route (`000` §2.3, `002` §2.1). Each screen is its own lazy chunk: add a route by adding an
 * object with a `lazy` import of its feature's page. Screens in the shared frame (wordmark, language
 * switcher) go under AccountShell; the editor brings its own frame and goes beside it, e.g.
 * `{ path: 'redigera/:siteId/*', lazy: ... }`. The start page and the terms have a frame of their own.
 * A path without a route gets the not-found page.
 */
export const editRoutes: RouteObject[] = [
  {
    element: <EditRoot />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteLoading,
    children: [
      {
        // The product's own start page and terms, which the spec places on a landing site (`000` §2.3).
        lazy: async () => ({
          Component: (await import('../../features/start/components/start-frame')).StartFrame,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../../features/start/components/start-page')).StartPage,
            }),
          },
          {
            path: 'villkor',
            lazy: async () => ({
              Component: (await import('../../features/start/components/terms-page')).TermsPage,
            }),
          },
        ],
      },
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
      {
        path: 'redigera/:siteId/valj-adress',
        lazy: async () => ({
          Component: (await import('../../features/address/components/choose-address-page'))
            .ChooseAddressPage,
        }),
      },
      {
        path: 'redigera/:siteId/valj-adress/subdoman',
        lazy: async () => ({
          Component: (await import('../../features/address/components/subdomain-page')).SubdomainPage,
        }),
      },
      {
        path: 'redigera/:siteId/valj-adress/subdoman/bekraftelse/:paymentReference?',
        lazy: async () => ({
          Component: (await import('../../features/address/components/address-confirmation-page'))
            .SubdomainConfirmationPage,
        }),
      },
      {
        path: 'redigera/:siteId/valj-adress/doman',
        lazy: async () => ({
          Component: (await import('../../features/address/components/domain-page')).DomainPage,
        }),
      },
      {
        path: 'redigera/:siteId/valj-adress/doman/bekraftelse/:paymentReference?',
        lazy: async () => ({
          Component: (await import('../../features/address/components/address-confirmation-page'))
            .DomainConfirmationPage,
        }),
      },
      {
        path: 'redigera/:siteId/valj-adress/doman-annan-registrar/bekraftelse/:paymentReference?',
        lazy: async () => ({
          Component: (await import('../../features/address/components/address-confirmation-page'))
            .OtherRegistrarConfirmationPage,
        }),
      },
      {
        path: 'redigera/:siteId/konto',
        lazy: async () => ({
          Component: (await import('../../features/account/components/account-page')).AccountPage,
        }),
        children: [
          {
            path: 'forlang',
            lazy: async () => ({
              Component: (await import('../../features/account/components/extend-dialog')).ExtendDialog,
            }),
          },
          {
            path: 'forlang/subdoman/bekraftelse/:paymentReference?',
            lazy: async () => ({
              Component: (await import('../../features/account/components/extension-confirmation'))
                .ExtensionConfirmation,
            }),
          },
        ],
      },
      ...answersRoutes(),
      ...printsRoutes(),
      {
        path: 'redigera/:siteId/inbjudningar/:printId/bestall',
        lazy: async () => ({
          Component: (await import('../../features/prints/order/components/checkout-page')).CheckoutPage,
        }),
      },
      {
        path: 'redigera/:siteId/inbjudningar/bekraftelse/:orderId',
        lazy: async () => ({
          Component: (await import('../../features/prints/order/components/order-confirmation-page'))
            .OrderConfirmationPage,
        }),
      },
      {
        path: 'redigera/:siteId/gaster',
        lazy: async () => ({
          Component: (await import('../../features/guest-list/components/guest-list-page')).GuestListPage,
        }),
      },
      {
        path: 'redigera/:siteId/placering',
        lazy: async () => ({
          Component: (await import('../../features/seating/components/seating-page')).SeatingPage,
        }),
      },
      {
        path: 'redigera/:siteId/placering/bestall',
        lazy: async () => ({
          Component: (await import('../../features/prints/order/components/place-card-checkout-page'))
            .PlaceCardCheckoutPage,
        }),
      },
      {
        path: 'redigera/:siteId/tack',
        lazy: async () => ({
          Component: (await import('../../features/thanks/components/thanks-page')).ThanksPage,
        }),
      },
      {
        path: 'redigera/:siteId/tal',
        lazy: async () => ({
          Component: (await import('../../features/speeches/components/speeches-page')).SpeechesPage,
        }),
      },
      {
        path: 'redigera/:siteId/bilder',
        lazy: async () => ({
          Component: (await import('../../features/guest-photos/components/guest-photos-page'))
            .GuestPhotosPage,
        }),
      },
      {
        path: 'redigera/:siteId/versioner',
        lazy: async () => ({
          Component: (await import('../../features/versions/components/versions-page')).VersionsPage,
        }),
      },
      {
        path: 'kom-igang',
        lazy: async () => ({
          Component: (await import('../../features/wizard/components/wizard-layout')).WizardLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../../features/wizard/components/look-step')).LookStep,
            }),
          },
          {
            path: 'information',
            lazy: async () => ({
              Component: (await import('../../features/wizard/components/information-step')).InformationStep,
            }),
          },
          {
            path: 'sprak',
            lazy: async () => ({
              Component: (await import('../../features/wizard/components/languages-step')).LanguagesStep,
            }),
          },
          {
            path: 'innehall',
            lazy: async () => ({
              Component: (await import('../../features/wizard/components/content-step')).ContentStep,
            }),
          },
        ],
      },
      ...['snabbstart', 'sms/snabbstart', 'digital-studentinbjudan/snabbstart'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../../features/editor/quick-start/components/quick-start-page'))
            .QuickStartPage,
        }),
      })),
      {
        path: 'kom-igang/redigera',
        lazy: async () => ({
          Component: (await import('../../features/editor/quick-start/components/wizard-editor-page'))
            .WizardEditorPage,
        }),
      },
      ...['demo', 'digital-studentinbjudan/demo'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../../features/editor/quick-start/components/demo-page')).DemoPage,
        }),
      })),
    ],
  },
];
