import { addressPrice } from '@eventsite/core/rules/prices';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useLoadErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { Loading } from '../../../components/ui/loading';
import { useAppConfig } from '../../../lib/app-context';
import { useFormatPrice } from '../../../lib/use-format-price';
import { useMarketMessageValues } from '../../../lib/use-market-message-values';
import { useScreenTitle } from '../../../lib/document-title';
import { useSiteAccount } from '../../../lib/site-account';
import { siteUrl } from './address-url';
import styles from './address.module.css';

/**
 * `/redigera/{siteId}/valj-adress` (`000` §2.3): the two products, a subdomain of the brand's domain and an
 * own domain, with what this site would pay for each (`000` §4, §9).
 */
export function ChooseAddressPage() {
  const intl = useIntl();
  const { siteId = '' } = useParams();
  const { brand, market, domain } = useAppConfig();
  const formatPrice = useFormatPrice();
  const { topLevelDomains } = useMarketMessageValues();
  const account = useSiteAccount(siteId);
  useScreenTitle(intl.formatMessage({ id: 'address.choose.title' }));
  const site = account.data?.site;
  useLoadErrorDialog(account.error, intl.formatMessage({ id: 'address.load.failed' }));

  const priceText = (purchase: 'subdomain' | 'domain_name') => {
    if (!site) return '';
    const price = addressPrice({
      market,
      brand,
      purchase,
      site: {
        active: site.active,
        subdomainAlreadyOwned: site.active && site.host?.endsWith(`.${domain}`) === true,
        customDomainRegistrationsAvailable: site.customDomainRegistrationsAvailable,
      },
    });
    return price.priceOre === 0
      ? intl.formatMessage({ id: 'address.price.free' })
      : formatPrice(price.priceOre);
  };

  return (
    <OwnerScreen
      siteId={siteId}
      title={intl.formatMessage({ id: 'address.choose.title' })}
      lead={intl.formatMessage({ id: 'address.choose.lead' })}
    >
      {account.isError ? (
        <p className={styles.problem} role="alert">
          <FormattedMessage id="address.load.failed" />
        </p>
      ) : !site ? (
        <Loading label={intl.formatMessage({ id: 'address.loading' })} />
      ) : (
        <>
          {site.active && site.host && (
            <p className={styles.current}>
              <FormattedMessage
                id="address.current"
                values={{
                  host: (
                    <a href={siteUrl(site.host)} target="_blank" rel="noreferrer">
                      {site.host}
                    </a>
                  ),
                }}
              />
            </p>
          )}
          <div className={styles.products}>
            <article className={styles.product}>
              <p className={styles.productKicker}>
                <FormattedMessage id="address.subdomain.kicker" />
              </p>
              <h2 className={styles.productTitle}>
                <FormattedMessage id="address.subdomain.title" />
              </h2>
              <p className={styles.example}>
                <span className={styles.exampleName}>
                  <FormattedMessage id="address.example.name" />
                </span>
                .{domain}
              </p>
              <p className={styles.productText}>
                <FormattedMessage id="address.subdomain.text" />
              </p>
              <p className={styles.price}>{priceText('subdomain')}</p>
              <Link className={styles.choose} to="subdoman/">
                <FormattedMessage id="address.subdomain.choose" />
              </Link>
            </article>
            <article className={`${styles.product} ${styles.featured}`}>
              <p className={styles.productKicker}>
                <FormattedMessage id="address.domain.kicker" />
              </p>
              <h2 className={styles.productTitle}>
                <FormattedMessage id="address.domain.title" />
              </h2>
              <p className={styles.example}>
                <span className={styles.exampleName}>
                  <FormattedMessage id="address.example.name" />
                </span>
                .se
              </p>
              <p className={styles.productText}>
                <FormattedMessage id="address.domain.text" values={{ topLevelDomains }} />
              </p>
              <p className={styles.price}>{priceText('domain_name')}</p>
              <Link className={styles.choose} to="doman/">
                <FormattedMessage id="address.domain.choose" />
              </Link>
            </article>
          </div>
        </>
      )}
    </OwnerScreen>
  );
}
