import { subdomainHost, subdomainLabelOf } from '@eventsite/core/rules/address-names';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentProductTerms } from '@eventsite/core/constants/payment-products';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useErrorDialog, useLoadErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { PaymentDialog } from '../../../components/payment-dialog/payment-dialog';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useAppConfig } from '../../../lib/app-context';
import { useFormatPrice } from '../../../lib/use-format-price';
import { useScreenTitle } from '../../../lib/document-title';
import { refreshSite, useSiteAccount } from '../../../lib/site-account';
import { useSubdomainSearch } from '../api/check-subdomain';
import { useSetHost } from '../api/set-host';
import { AddressSearchForm } from './address-search-form';
import { HostName } from './host-name';
import { useMissingProduct } from './use-missing-product';
import styles from './address.module.css';
import { paths } from '../../../lib/paths';

/**
 * `/redigera/{siteId}/valj-adress/subdoman/` (`000` §4 "Subdomain flow"): type a name, check it; pay when
 * it costs something, otherwise set it directly; then the confirmation.
 */
export function SubdomainPage() {
  const intl = useIntl();
  const { siteId = '' } = useParams();
  const { domain, market, brand } = useAppConfig();
  const formatPrice = useFormatPrice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useErrorDialog();
  const missingProduct = useMissingProduct();
  const account = useSiteAccount(siteId);
  const currentHost = account.data?.site.host ?? null;
  const [name, setName] = useState(() => (currentHost ? (subdomainLabelOf(currentHost, domain) ?? '') : ''));
  const [paying, setPaying] = useState(false);
  const search = useSubdomainSearch(siteId);
  const takeHost = useSetHost(siteId);
  useScreenTitle(intl.formatMessage({ id: 'address.subdomain.title' }));
  useLoadErrorDialog(account.error, intl.formatMessage({ id: 'address.load.failed' }));

  const host = subdomainHost(name, domain);
  const canSearch = name !== '' && host !== currentHost;

  const { result } = search;

  const navigateToConfirmation = (reference?: string) => {
    void navigate(paths.subdomainConfirmation(siteId, reference));
  };

  /** The payment published the address; the site is reloaded to show it. */
  const paid = async (reference: string) => {
    await refreshSite(queryClient, siteId);
    navigateToConfirmation(reference);
  };

  const pay = () => {
    if (result?.answer.paymentProduct) setPaying(true);
    else missingProduct(result?.host ?? '');
  };

  const takeForFree = () => {
    if (!result) return;
    takeHost.mutate(result.host, {
      onSuccess: () => navigateToConfirmation(),
      onError: (error) => showError(error, { summary: intl.formatMessage({ id: 'address.setHost.failed' }) }),
    });
  };

  return (
    <OwnerScreen
      siteId={siteId}
      title={intl.formatMessage({ id: 'address.subdomain.title' })}
      lead={intl.formatMessage({ id: 'address.subdomain.lead' })}
      backTo={paths.chooseAddress(siteId)}
      backLabel={intl.formatMessage({ id: 'address.backToChoose' })}
    >
      {account.isError ? (
        <p className={styles.problem} role="alert">
          <FormattedMessage id="address.load.failed" />
        </p>
      ) : account.isPending ? (
        <Loading label={intl.formatMessage({ id: 'address.loading' })} />
      ) : (
        <section className={styles.panel}>
          <AddressSearchForm
            id="subdomain-name"
            label={<FormattedMessage id="address.subdomain.nameLabel" />}
            name={name}
            onNameChange={(typed) => {
              setName(typed);
              search.forget();
            }}
            suffix={`.${domain}`}
            canSearch={canSearch}
            searching={search.searching}
            onSearch={() => search.search(host)}
          />

          {search.failed && (
            <p className={styles.problem} role="alert">
              <FormattedMessage id="address.search.failed" />
            </p>
          )}

          {result && !result.answer.available && (
            <div className={`${styles.result} ${styles.unavailable}`} role="status">
              <p className={styles.resultHost}>
                <HostName host={result.host} />
              </p>
              <p>
                <FormattedMessage id="address.subdomain.unavailable" />
              </p>
            </div>
          )}

          {result && result.answer.available && (
            <div className={`${styles.result} ${styles.available}`} role="status">
              <p className={styles.resultHost}>
                <HostName host={result.host} />
              </p>
              <p className={styles.resultText}>
                <FormattedMessage id="address.available" />
              </p>
              {result.answer.priceOre > 0 ? (
                <>
                  <p className={styles.resultPrice}>
                    <FormattedMessage
                      id="address.subdomain.priceFor"
                      values={{ price: formatPrice(result.answer.priceOre) }}
                    />
                  </p>
                  <Button onClick={pay}>
                    <FormattedMessage
                      id="address.pay"
                      values={{ price: formatPrice(result.answer.priceOre) }}
                    />
                  </Button>
                </>
              ) : (
                <>
                  {result.answer.note === 'subdomainAlreadyOwned' && (
                    <p className={styles.note}>
                      <FormattedMessage id="address.subdomain.alreadyOwned" />
                    </p>
                  )}
                  <Button busy={takeHost.isPending} onClick={takeForFree}>
                    <FormattedMessage id="address.useAddress" />
                  </Button>
                </>
              )}
            </div>
          )}
        </section>
      )}
      {result?.answer.paymentProduct && (
        <PaymentDialog
          open={paying}
          onOpenChange={setPaying}
          title={result.host}
          detail={intl.formatMessage(
            { id: 'address.publishedFor' },
            { months: paymentProductTerms(market, brand, result.answer.paymentProduct).months },
          )}
          purchase={{
            siteId,
            paymentProduct: result.answer.paymentProduct,
            host: result.host,
            priceOre: result.answer.priceOre,
          }}
          onPaid={(reference) => void paid(reference)}
        />
      )}
    </OwnerScreen>
  );
}
