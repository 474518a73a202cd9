import type { InterfaceLanguage } from '@eventsite/core/constants/platform';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { RootErrorBoundary } from '../components/error-page/root-error-boundary';
import { Loading } from '../components/ui/loading';
import { LOADING_TEXT } from '../lib/i18n/boot-texts';

export interface AppRootProps {
  productName: string;
  language: InterfaceLanguage;
  /** The entry (EDIT or PUBLIC). */
  children: ReactNode;
}

/**
 * What every page is drawn inside. The browser (`main.tsx`) and the server's rendering of public pages
 * (`server-render/`) both use it, since hydration needs the very same tree on both sides.
 */
export function AppRoot({ productName, language, children }: AppRootProps) {
  return (
    <StrictMode>
      <RootErrorBoundary productName={productName} language={language}>
        <Suspense fallback={<Loading fullPage label={LOADING_TEXT[language]} />}>{children}</Suspense>
      </RootErrorBoundary>
    </StrictMode>
  );
}
