import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n/initial-language';
import { errorResponse, mockFetch } from '../../test/fetch-mock';
import { renderEditApp } from '../../test/render-edit-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language switcher in the shell', () => {
  it('switches the interface and remembers the choice', async () => {
    mockFetch(({ path }) =>
      path === '/api/accounts/me/' ? errorResponse(403, 'NOT_LOGGED_IN', 'Inte inloggad.') : undefined,
    );
    const user = userEvent.setup();
    renderEditApp('/logga-in');

    await screen.findByRole('heading', { name: 'Logga in' });
    expect(screen.getByRole('group', { name: 'Språk' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Svenska' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Email address')).toBeVisible();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Dansk' }));
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeVisible();
  });
});
