import { paymentProductTerms } from '@eventsite/core/constants/payment-products';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExternalLink } from '../../../components/ui/external-link';
import { useAppConfig } from '../../../lib/app-context';
import { privacyPagePath } from '../../../lib/privacy-page-path';
import { useFormatPrice } from '../../../lib/use-format-price';
import { useMarketMessageValues } from '../../../lib/use-market-message-values';
import { useScreenTitle } from '../../../lib/document-title';
import styles from './terms-page.module.css';

/** The sections of the terms, each a heading and its paragraphs in the catalogues. */
const SECTIONS = [
  { id: 'service', paragraphs: ['terms.service.1', 'terms.service.2'] },
  { id: 'account', paragraphs: ['terms.account.1', 'terms.account.2'] },
  { id: 'content', paragraphs: ['terms.content.1', 'terms.content.2'] },
  {
    id: 'personalData',
    paragraphs: [
      'terms.personalData.1',
      'terms.personalData.2',
      'terms.personalData.3',
      'terms.personalData.4',
    ],
  },
  { id: 'prices', paragraphs: ['terms.prices.1', 'terms.prices.2'] },
  { id: 'period', paragraphs: ['terms.period.1', 'terms.period.2'] },
  { id: 'withdrawal', paragraphs: ['terms.withdrawal.1', 'terms.withdrawal.2'] },
  { id: 'cancellation', paragraphs: ['terms.cancellation.1', 'terms.cancellation.2'] },
  { id: 'contact', paragraphs: ['terms.contact.1'] },
] as const;

/** `/villkor` (`000` §2.3): the terms the sign-up dialog asks the owner to accept. */
export function TermsPage() {
  const intl = useIntl();
  const { brand, market, productName, contactMail } = useAppConfig();
  const formatPrice = useFormatPrice();
  const marketValues = useMarketMessageValues();
  const title = intl.formatMessage({ id: 'terms.title' });
  useScreenTitle(title);
  const subdomain = paymentProductTerms(market, brand, 'subdomain');
  const ownDomain = paymentProductTerms(market, brand, 'domain_name');
  const values = {
    ...marketValues,
    productName,
    subdomainPrice: formatPrice(subdomain.priceOre),
    subdomainMonths: subdomain.months,
    domainPrice: formatPrice(ownDomain.priceOre),
    domainMonths: ownDomain.months,
    contactMail: <ExternalLink href={`mailto:${contactMail}`}>{contactMail}</ExternalLink>,
    // The server renders the privacy page: a full navigation, not the router.
    privacy: (text: ReactNode) => <ExternalLink href={privacyPagePath(intl.locale)}>{text}</ExternalLink>,
  };

  return (
    <article className={styles.terms} aria-labelledby="terms-title">
      <header className={styles.header}>
        <p className={styles.kicker}>{productName}</p>
        <h1 id="terms-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="terms.lead" values={{ productName }} />
        </p>
      </header>
      <ol className={styles.sections}>
        {SECTIONS.map(({ id, paragraphs }) => (
          <li key={id} className={styles.section}>
            <h2 className={styles.heading}>
              <FormattedMessage id={`terms.${id}.title`} />
            </h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                <FormattedMessage id={paragraph} values={values} />
              </p>
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
