import type { SiteAccountResponse } from '@eventsite/core/api/payments';
import { defaultTopLevelDomainOf } from '@eventsite/core/constants/addresses';
import { translateText } from '@eventsite/core/rules/translate-text';
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
import { answerModuleName } from '../../../modules/shared/editor/answer-module-name';
import { siteUrl } from './address-url';
import styles from './address.module.css';
import { paths } from '../../../lib/paths';

/**
 * Before publishing: the RSVPs, forms and speech sign-ups whose answers would reach nobody's mail, by name,
 * with the way back to the editor where recipients are chosen.
 */
function MissingRecipientsWarning({
  siteId,
  forms,
}: {
  siteId: string;
  forms: SiteAccountResponse['site']['formsWithoutRecipients'];
}) {
  const intl = useIntl();
  if (forms.length === 0) return null;
  const names = intl.formatList(
    forms.map((form) => {
      const kind = answerModuleName(intl, form.siteModuleType);
      const name = translateText(form.title, intl.locale) || kind;
      // Quoted as the interface language quotes: ”…” in Swedish, “…” in English, »…« in Danish.
      return intl.formatMessage({ id: 'address.recipients.formName' }, { name });
    }),
    { type: 'conjunction' },
  );
  return (
    <section className={styles.warning} aria-labelledby="missing-recipients-title">
      <h2 id="missing-recipients-title" className={styles.warningTitle}>
        <FormattedMessage id="address.recipients.title" />
      </h2>
      <p>
        <FormattedMessage id="address.recipients.text" values={{ forms: names, count: forms.length }} />
      </p>
      <Link className={styles.warningLink} to={paths.editor(siteId)}>
        <FormattedMessage id="address.backToEditor" />
      </Link>
    </section>
  );
}

/**
 * `/redigera/{siteId}/valj-adress` (`000` §2.3): the two products, a subdomain of the brand's domain and an
 * own domain, with what this site would pay for each (`000` §4, §9).
 */
export function ChooseAddressPage() {
  const intl = useIntl();
  const { siteId = '' } = useParams();
  const { market, domain } = useAppConfig();
  const formatPrice = useFormatPrice();
  const { topLevelDomains } = useMarketMessageValues();
  const account = useSiteAccount(siteId);
  useScreenTitle(intl.formatMessage({ id: 'address.choose.title' }));
  const site = account.data?.site;
  useLoadErrorDialog(account.error, intl.formatMessage({ id: 'address.load.failed' }));

  // The server prices the overview exactly as it will price the purchase (`000` §4).
  const priceText = (priceOre: number) =>
    priceOre === 0 ? intl.formatMessage({ id: 'address.price.free' }) : formatPrice(priceOre);

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
          <MissingRecipientsWarning siteId={siteId} forms={site.formsWithoutRecipients} />
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
              <p className={styles.price}>{priceText(site.addressPrices.subdomain)}</p>
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
                .{defaultTopLevelDomainOf(market)}
              </p>
              <p className={styles.productText}>
                <FormattedMessage id="address.domain.text" values={{ topLevelDomains }} />
              </p>
              <p className={styles.price}>{priceText(site.addressPrices.domainName)}</p>
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
