import { brandStartPageUrl } from './brand-start-page';

export interface SiteFooterProps {
  productName: string;
  domain: string;
  createdWith: string;
}

/** A quiet signature at the foot of every site, linking to the brand's start page. */
export function SiteFooter({ productName, domain, createdWith }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <a className="site-footer__link" href={brandStartPageUrl(domain)}>
        {createdWith} <span className="site-footer__brand">{productName}</span>
      </a>
    </footer>
  );
}
