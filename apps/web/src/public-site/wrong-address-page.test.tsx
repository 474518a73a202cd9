import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/render-edit-app';
import { WrongAddressPage } from './wrong-address-page';

describe('the wrong-address page (001 §2)', () => {
  it('speaks Swedish, English and Danish and links to the start page', () => {
    render(<WrongAddressPage config={testConfig} />);

    expect(screen.getByRole('heading', { name: 'Här finns ingen sida' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'There is no site here' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Her er ingen side' })).toBeVisible();
    // Each block is headed by its language's own name.
    for (const name of ['Svenska', 'English', 'Dansk']) expect(screen.getByText(name)).toBeVisible();
    expect(screen.getByText('Festsidan')).toBeVisible();
    // On the port in use, which a developer's machine needs; the test page runs on one.
    expect(screen.getByRole('link', { name: 'festsidan.se' })).toHaveAttribute(
      'href',
      `http://festsidan.se:${window.location.port}/`,
    );
  });

  it('speaks Danish first on the Danish market', () => {
    render(<WrongAddressPage config={{ ...testConfig, market: 'dk' }} />);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Her er ingen side', 'Här finns ingen sida', 'There is no site here']);
  });
});
