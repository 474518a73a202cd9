import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageOriginContext } from './brand-start-page';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it("links the brand's privacy page in the site's language (issue 33 item 1)", () => {
    render(
      <PageOriginContext.Provider value={{ protocol: 'https:', port: '' }}>
        <SiteFooter
          productName="Festsidan"
          domain="festsidan.se"
          createdWith="Made with"
          privacy="Privacy policy"
          language="en"
        />
      </PageOriginContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://festsidan.se/integritetspolicy?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Made with Festsidan' })).toHaveAttribute(
      'href',
      'https://festsidan.se/',
    );
  });
});
