import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialInterfaceLanguage, LANGUAGE_STORAGE_KEY } from './initial-language';
import { LanguageProvider, useLanguage, type LanguageContextValue } from './language-context';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function stubBrowserLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] ?? '' });
}

describe('the default interface language', () => {
  it('follows the top-level domain first', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/?lang=en');
    expect(initialInterfaceLanguage('bryllupssiden.dk')).toBe('da');
    expect(initialInterfaceLanguage('festsidan.se')).toBe('sv');
    expect(initialInterfaceLanguage('example.com')).toBe('en');
  });

  it('then the lang query parameter, then storage, then the browser, then Swedish', () => {
    stubBrowserLanguages(['da-DK', 'en']);
    window.history.replaceState(null, '', '/?lang=en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sv');
    expect(initialInterfaceLanguage(null)).toBe('en');

    window.history.replaceState(null, '', '/');
    expect(initialInterfaceLanguage(null)).toBe('sv');

    window.localStorage.clear();
    expect(initialInterfaceLanguage('localhost')).toBe('da');

    stubBrowserLanguages(['de-DE', 'fr']);
    expect(initialInterfaceLanguage(null)).toBe('sv');
  });

  it("falls back to the market's language: Danish in Denmark", () => {
    stubBrowserLanguages(['de-DE', 'fr']);
    expect(initialInterfaceLanguage('anna.localhost', 'dk')).toBe('da');
    expect(initialInterfaceLanguage('anna.localhost', 'se')).toBe('sv');
  });
});

describe('the language context', () => {
  function renderContext() {
    const seen: { current: LanguageContextValue | null } = { current: null };
    function Probe() {
      const value = useLanguage();
      seen.current = value;
      return <p>In use: {value.language}</p>;
    }
    render(
      <LanguageProvider initialLanguage="sv">
        <Probe />
      </LanguageProvider>,
    );
    return () => {
      if (!seen.current) throw new Error('The probe did not render');
      return seen.current;
    };
  }

  it('uses the default language until an override is set, and the default again once it is cleared', () => {
    const context = renderContext();
    expect(screen.getByText('In use: sv')).toBeVisible();
    expect(document.documentElement.lang).toBe('sv');

    act(() => context().setOverrideLanguage('da'));
    expect(screen.getByText('In use: da')).toBeVisible();
    expect(context().defaultLanguage).toBe('sv');
    expect(document.documentElement.lang).toBe('da');

    act(() => context().chooseLanguage('en'));
    expect(screen.getByText('In use: da')).toBeVisible();

    act(() => context().setOverrideLanguage(null));
    expect(screen.getByText('In use: en')).toBeVisible();
  });

  it('remembers the chosen language for the next visit', () => {
    const context = renderContext();
    act(() => context().chooseLanguage('en'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('keeps a translate-mode flag', () => {
    const context = renderContext();
    expect(context().translateMode).toBe(false);
    act(() => context().setTranslateMode(true));
    expect(context().translateMode).toBe(true);
  });
});
