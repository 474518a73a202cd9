import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the request-reset page', () => {
  it('requires a mail address, then confirms that a link was sent to it', async () => {
    const user = userEvent.setup();
    const requests = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/api/accounts/reset-password/' ? jsonResponse({}) : undefined,
    );
    renderEditApp('/aterstall-losenord');

    const form = await screen.findByRole('form', { name: 'Återställ lösenord' });
    await user.click(within(form).getByRole('button', { name: 'Skicka länk' }));
    expect(screen.getByText('Fyll i det här fältet.')).toBeVisible();
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('E-postadress'), 'anna@example.se');
    await user.click(within(form).getByRole('button', { name: 'Skicka länk' }));

    expect(await screen.findByRole('heading', { name: 'Kolla din inkorg' })).toBeVisible();
    expect(screen.getByText('anna@example.se')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tillbaka till inloggningen' })).toHaveAttribute(
      'href',
      '/logga-in',
    );
    expect(requests[0]?.body).toEqual({ mail: 'anna@example.se', language: 'sv' });
  });

  it('asks for the mail in the interface language', async () => {
    const user = userEvent.setup();
    const requests = mockFetch(({ path }) =>
      path === '/api/accounts/reset-password/' ? jsonResponse({}) : undefined,
    );
    renderEditApp('/aterstall-losenord', { language: 'da' });

    await user.type(await screen.findByLabelText('E-mailadresse'), 'anna@example.dk');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('heading', { name: 'Tjek din indbakke' })).toBeVisible();
    expect(requests[0]?.body).toEqual({ mail: 'anna@example.dk', language: 'da' });
  });
});

describe('the new-password page', () => {
  async function fillPasswords(password: string, repeated: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nytt lösenord'), password);
    await user.type(screen.getByLabelText('Upprepa lösenordet'), repeated);
    await user.click(screen.getByRole('button', { name: 'Spara lösenordet' }));
    return user;
  }

  it('blocks a password shorter than 6 characters and a repetition that does not match', async () => {
    const requests = mockFetch(() => undefined);
    renderEditApp('/aterstall-losenord/token-1');

    await fillPasswords('abc', 'abd');

    expect(screen.getByText('Använd minst 6 tecken.')).toBeVisible();
    expect(screen.getByText('Lösenorden är inte likadana.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('sets the password with the token from the address, then links to the login page', async () => {
    const requests = mockFetch(({ method, path }) =>
      method === 'PUT' && path === '/api/accounts/reset-password/' ? jsonResponse({}) : undefined,
    );
    renderEditApp('/aterstall-losenord/token-1');

    await fillPasswords('hemligt123', 'hemligt123');

    expect(await screen.findByRole('heading', { name: 'Lösenordet är bytt' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
    expect(requests[0]?.body).toEqual({ password: 'hemligt123', token: 'token-1' });
  });

  it('shows the server description when the link is no longer valid', async () => {
    mockFetch(({ path }) =>
      path === '/api/accounts/reset-password/'
        ? errorResponse(400, 'RESET_TOKEN_INVALID', 'Länken är ogiltig eller har gått ut.')
        : undefined,
    );
    renderEditApp('/aterstall-losenord/used-token');

    await fillPasswords('hemligt123', 'hemligt123');

    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByText('Länken är ogiltig eller har gått ut.')).toBeVisible();
    expect(within(dialog).getByText('Det gick inte att byta lösenord.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(screen.getByRole('button', { name: 'Spara lösenordet' })).toBeEnabled();
  });
});
