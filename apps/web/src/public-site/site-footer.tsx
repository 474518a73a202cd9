import { useBrandStartPageUrl } from './brand-start-page';

export interface SiteFooterProps {
  productName: string;
  domain: string;
  createdWith: string;
}

/** A quiet signature at the foot of every site, linking to the brand's start page. */
export function SiteFooter({ productName, domain, createdWith }: SiteFooterProps) {
  const startPage = useBrandStartPageUrl(domain);
  return (
    <footer className="site-footer">
      <a className="site-footer__link" href={startPage}>
        {createdWith} <span className="site-footer__brand">{productName}</span>
      </a>
    </footer>
  );
}
