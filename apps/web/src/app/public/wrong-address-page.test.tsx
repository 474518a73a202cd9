import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/render-edit-app';
import PublicApp from './public-app';

describe('the PUBLIC entry', () => {
  it('shows the wrong-address page in Swedish, English and Danish with a link to the start page', () => {
    render(
      <PublicApp
        config={testConfig}
        selection={{ mode: 'PUBLIC', host: 'anna-och-erik.se', isDemo: false }}
        initialLanguage="sv"
      />,
    );

    expect(screen.getByRole('heading', { name: 'Här finns ingen sida' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'There is no site here' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Her er ingen side' })).toBeVisible();
    expect(screen.getByText('Festsidan')).toBeVisible();
    // On the port in use, which a developer's machine needs; the test page runs on one.
    expect(screen.getByRole('link', { name: 'festsidan.se' })).toHaveAttribute(
      'href',
      `http://festsidan.se:${window.location.port}/`,
    );
    expect(document.title).toBe('anna-och-erik.se');
  });
});
