import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { matchLanguageRoute } from '@eventsite/core/rules/public-route';
import { RouterLink, useBrowserPath } from './public-router';

function ShowPath() {
  const { pathname, search } = useBrowserPath();
  return (
    <p>
      {pathname}|{search}
    </p>
  );
}

describe('the public route (001 §2 "Public route")', () => {
  it('matches /:language?', () => {
    expect(matchLanguageRoute('/')).toEqual({ matches: true, language: null, page: 'site' });
    expect(matchLanguageRoute('/sv')).toEqual({ matches: true, language: 'sv', page: 'site' });
    expect(matchLanguageRoute('/sv/')).toEqual({ matches: true, language: 'sv', page: 'site' });
    expect(matchLanguageRoute('/sv/bilder')).toEqual({ matches: true, language: 'sv', page: 'guestPhotos' });
    expect(matchLanguageRoute('/sv/program')).toEqual({ matches: false });
    expect(matchLanguageRoute('/%E0')).toEqual({ matches: false });
  });

  it('navigates in place on a link click and follows the back button', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/sv?a=1');
    render(
      <>
        <ShowPath />
        <RouterLink to="/en?a=1">English</RouterLink>
      </>,
    );
    expect(screen.getByText('/sv|?a=1')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(screen.getByText('/en|?a=1')).toBeVisible();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByText('/sv|?a=1')).toBeVisible();
  });
});
