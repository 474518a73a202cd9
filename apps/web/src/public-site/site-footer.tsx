import { useBrandStartPageUrl } from './brand-start-page';

export interface SiteFooterProps {
  productName: string;
  domain: string;
  createdWith: string;
  /** The privacy page link's words. */
  privacy: string;
  /** The site language shown, which the privacy page follows where it has it. */
  language: string;
}

/**
 * A quiet signature at the foot of every site, linking to the brand's start page, and the brand's
 * privacy page (issue 33 item 1), on the brand's host, where the server renders it.
 */
export function SiteFooter({ productName, domain, createdWith, privacy, language }: SiteFooterProps) {
  const startPage = useBrandStartPageUrl(domain);
  return (
    <footer className="site-footer">
      <a className="site-footer__link" href={startPage}>
        {createdWith} <span className="site-footer__brand">{productName}</span>
      </a>
      <a
        className="site-footer__privacy"
        href={`${startPage}integritetspolicy?lang=${encodeURIComponent(language)}`}
      >
        {privacy}
      </a>
    </footer>
  );
}
