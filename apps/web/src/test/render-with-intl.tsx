import { render, type RenderOptions } from '@testing-library/react';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EditorContextProvider, type EditorContextValue } from '../components/editor-ui/editor-context';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog';
import da from '../lib/i18n/messages/da/index';
import en from '../lib/i18n/messages/en/index';
import sv from '../lib/i18n/messages/sv/index';

const catalogues = { sv, en, da };

// The router is made once per render call; the rendered UI reaches it through this context, so a
// rerender updates the UI without a new router.
const RenderedUi = createContext<ReactNode>(null);

function RenderedUiRoute() {
  return <ErrorDialogProvider>{useContext(RenderedUi)}</ErrorDialogProvider>;
}

export interface RenderWithIntlOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: keyof typeof catalogues;
  /** The open editor's settings; Swedish texts and images of `site-1` unless given. */
  editor?: Partial<EditorContextValue>;
}

const TEST_EDITOR: EditorContextValue = {
  language: 'sv',
  imageApiBase: '/api/sites/site-1',
  quickStart: false,
};

/**
 * Renders owner UI as the EDIT app holds it: the interface texts of a language, the error dialog, a
 * router (the error dialog links to the login) and an open editor's settings. Tests only.
 */
export function renderWithIntl(
  ui: ReactElement,
  { language = 'sv', editor, ...options }: RenderWithIntlOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() => createMemoryRouter([{ path: '*', element: <RenderedUiRoute /> }]));
    return (
      <IntlProvider locale={language} defaultLocale="sv" messages={catalogues[language]}>
        <EditorContextProvider value={{ ...TEST_EDITOR, ...editor }}>
          <RenderedUi value={children}>
            <RouterProvider router={router} />
          </RenderedUi>
        </EditorContextProvider>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
