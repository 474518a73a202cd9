import { QueryClientProvider } from '@tanstack/react-query';
import { LucideProvider } from 'lucide-react';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RootErrorPage } from '../../components/error-page/root-error-page';
import { AppContextProvider } from '../../lib/app-context';
import { TEXT_LOAD_FAILED_TEXT } from '../../lib/i18n/boot-texts';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { LanguageProvider } from '../../lib/i18n/language-context';
import type { EntryProps } from '../../lib/entry-props';
import { createQueryClient } from '../../lib/query-client';
import { editRoutes } from './routes';

/** The EDIT entry: the product's own app for owners (login, password reset and, later, the editor). */
export default function EditApp({ config, selection, initialLanguage }: EntryProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(editRoutes));
  const [context] = useState(() => ({ config, selection }));

  return (
    <AppContextProvider value={context}>
      <LanguageProvider initialLanguage={initialLanguage}>
        <I18nProvider
          failure={
            <RootErrorPage
              productName={config.productName}
              language="en"
              texts={[{ lang: 'en', title: 'Error', text: TEXT_LOAD_FAILED_TEXT }]}
            />
          }
        >
          <QueryClientProvider client={queryClient}>
            {/* The owners' icons: lucide's at 20 px, drawn a little lighter than lucide's 2 to match the text. */}
            <LucideProvider size={20} strokeWidth={1.75}>
              <RouterProvider router={router} />
            </LucideProvider>
          </QueryClientProvider>
        </I18nProvider>
      </LanguageProvider>
    </AppContextProvider>
  );
}
