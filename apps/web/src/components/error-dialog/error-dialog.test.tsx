import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import da from '../../lib/i18n/messages/da/index';
import en from '../../lib/i18n/messages/en/index';
import sv from '../../lib/i18n/messages/sv/index';
import { ErrorDialogProvider, useErrorDialog, type ShowErrorOptions } from './error-dialog';

const loginFailure = new ApiError('POST', '/api/accounts/login/', 401, {
  isErrorResponse: true,
  code: 'WRONG_LOGIN',
  errorDescription: {
    sv: 'Fel e-postadress eller lösenord.',
    en: 'Wrong email or password.',
    da: 'Forkert.',
  },
  message: 'Invalid credentials',
});

/** A screen with one button that reports the given error to the dialog. */
function renderReporter(
  error: unknown,
  { language = 'sv', options }: { language?: 'sv' | 'en' | 'da'; options?: ShowErrorOptions } = {},
) {
  function Reporter() {
    const showError = useErrorDialog();
    return (
      <button type="button" onClick={() => showError(error, options)}>
        Report
      </button>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ErrorDialogProvider>
            <Reporter />
          </ErrorDialogProvider>
        ),
      },
      { path: '/logga-in', element: <h1>Login screen</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <IntlProvider locale={language} messages={{ sv, en, da }[language]}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('the error dialog', () => {
  it("shows the response's Swedish description under the title Fel, with a Stäng button", async () => {
    const { user } = renderReporter(loginFailure, { options: { summary: 'Inloggningen misslyckades.' } });
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = screen.getByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByText('Inloggningen misslyckades.')).toBeVisible();
    expect(within(dialog).getByText('Fel e-postadress eller lösenord.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: 'Logga in' })).not.toBeInTheDocument();
  });

  it("shows the server's description in the owner's interface language (issue 39 item 3)", async () => {
    const { user } = renderReporter(loginFailure, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Wrong email or password.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  for (const [language, title, text, logIn, close] of [
    ['en', 'Error', 'Log in instead.', 'Log in', 'Close'],
    ['da', 'Fejl', 'Log ind i stedet.', 'Log ind', 'Luk'],
  ] as const) {
    it(`offers ${logIn} beside ${close} on a taken mail in ${language} (issue 39 item 8)`, async () => {
      const mailTaken = new ApiError('POST', '/api/accounts/register/', 409, {
        isErrorResponse: true,
        code: 'MAIL_TAKEN',
        errorDescription: { sv: 'Logga in i stället.', en: 'Log in instead.', da: 'Log ind i stedet.' },
        message: 'Taken',
      });
      const { user } = renderReporter(mailTaken, { language });
      await user.click(screen.getByRole('button', { name: 'Report' }));
      const dialog = screen.getByRole('dialog', { name: title });
      expect(within(dialog).getByText(text)).toBeVisible();
      expect(within(dialog).getByRole('link', { name: logIn })).toHaveAttribute('href', '/logga-in');
      expect(within(dialog).getByRole('button', { name: close })).toBeVisible();
    });
  }

  it('falls back to the response message when the response has no description', async () => {
    const withMessage = new ApiError('GET', '/api/x', 500, { message: 'Database unavailable' });
    const first = renderReporter(withMessage);
    await first.user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Database unavailable');
  });

  it("shows the error's own text when there is no response", async () => {
    const { user } = renderReporter(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Failed to fetch');
  });

  it('shows the unknown-error text in the interface language when nothing else is known', async () => {
    const { user } = renderReporter(new Error(''), { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('A unknown error occured.');
  });

  it('offers Logga in, leading to /logga-in, on a 403', async () => {
    const forbidden = new ApiError('GET', '/api/sites/1', 403, {
      isErrorResponse: true,
      code: 'NOT_LOGGED_IN',
      errorDescription: { sv: 'Du måste logga in.', en: 'Log in first.', da: 'Log ind først.' },
      message: 'Forbidden',
    });
    const { router, user } = renderReporter(forbidden);
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = screen.getByRole('dialog', { name: 'Fel' });
    expect(within(dialog).queryByRole('button', { name: 'Stäng' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Logga in' }));

    expect(router.state.location.pathname).toBe('/logga-in');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Logga in to an owner logged in to another account (NOT_SITE_OWNER)', async () => {
    const otherOwner = new ApiError('GET', '/api/sites/1', 403, {
      isErrorResponse: true,
      code: 'NOT_SITE_OWNER',
      errorDescription: { sv: 'Inte din sajt.', en: 'Not your site.', da: 'Ikke dit site.' },
      message: 'Forbidden',
    });
    const { user } = renderReporter(otherOwner);
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = screen.getByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toBeVisible();
  });

  it('offers Stäng, not Logga in, for a 403 that logging in does not help (a wrong reservation password)', async () => {
    const wrongPassword = new ApiError('POST', '/api/gift-registry/reservations', 403, {
      isErrorResponse: true,
      code: 'WRONG_RESERVATION_PASSWORD',
      errorDescription: { sv: 'Fel lösenord.', en: 'Wrong password.', da: 'Forkert adgangskode.' },
      message: 'Forbidden',
    });
    const { user } = renderReporter(wrongPassword);
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = screen.getByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: 'Logga in' })).not.toBeInTheDocument();
  });

  it('offers Stäng for a 403 without an error code (a proxy refused the call)', async () => {
    const { user } = renderReporter(new ApiError('GET', '/api/sites/1', 403, undefined));
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const dialog = screen.getByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeVisible();
  });

  it('never shows a dismissed error again', async () => {
    const { user } = renderReporter(loginFailure);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape, which dismisses the error too', async () => {
    const { user } = renderReporter(loginFailure);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
