import {
  defaultTopLevelDomainOf,
  MARKET_TOP_LEVEL_DOMAINS,
  type CustomDomainTopLevelDomain,
} from '@eventsite/core/constants/addresses';
import { customDomainOf, parseCustomDomain } from '@eventsite/core/rules/address-names';
import { useState } from 'react';
import { paymentProductTerms } from '@eventsite/core/constants/payment-products';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useLoadErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { PaymentDialog } from '../../../components/payment-dialog/payment-dialog';
import { Button } from '../../../components/ui/button';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { Spinner } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-context';
import { useScreenTitle } from '../../../lib/document-title';
import { useSiteAccount } from '../../../lib/site-account';
import { useFormatPrice } from '../../../lib/use-format-price';
import { useMarketMessageValues } from '../../../lib/use-market-message-values';
import { useDomainSearch } from '../api/check-domain';
import { NoPaymentError, useRegisterDomain } from '../api/register-domain';
import { AddressSearchForm } from './address-search-form';
import { HostName } from './host-name';
import { useMissingProduct } from './use-missing-product';
import styles from './address.module.css';
import { paths } from '../../../lib/paths';

/**
 * `/redigera/{siteId}/valj-adress/doman/` (`000` §4 "Custom domain flow"): search a name under the market's
 * top-level domains (.se, .nu, .com, .eu; in Denmark .dk, .com, .eu, .nu); pay, register (402 retried every 5 s up to 10 times), update the host and go to the
 * confirmation. A registered domain can be used as the owner's own (state 3, `ownDomain`), kept at their registrar.
 */
export function DomainPage() {
  const intl = useIntl();
  const { siteId = '' } = useParams();
  const navigate = useNavigate();
  const account = useSiteAccount(siteId);
  const missingProduct = useMissingProduct();
  const { market, brand } = useAppConfig();
  const formatPrice = useFormatPrice();
  const { topLevelDomains } = useMarketMessageValues();
  const currentHost = account.data?.site.host ?? null;
  const current = currentHost ? parseCustomDomain(currentHost, market) : null;
  const [name, setName] = useState(current?.name ?? '');
  const [topLevelDomain, setTopLevelDomain] = useState<CustomDomainTopLevelDomain>(
    current?.topLevelDomain ?? defaultTopLevelDomainOf(market),
  );
  const [paying, setPaying] = useState(false);
  const search = useDomainSearch(siteId);
  const registration = useRegisterDomain(siteId);
  useScreenTitle(intl.formatMessage({ id: 'address.domain.title' }));
  useLoadErrorDialog(account.error, intl.formatMessage({ id: 'address.load.failed' }));

  const domain = customDomainOf({ name, topLevelDomain });
  const canSearch = name !== '' && domain !== currentHost;
  const { result } = search;
  const ownDomain = result.phase === 'ownDomain';
  const offer = result.phase === 'available' || ownDomain ? result.offer : null;
  // Only a price of 0 with no product is an included registration (`000` §4); a price is always paid.
  const paid = offer !== null && (offer.paymentProduct !== null || offer.priceOre > 0);
  const registrationProblem = registration.isError
    ? registration.error instanceof NoPaymentError
      ? 'noPayment'
      : 'failed'
    : null;

  const reset = () => {
    search.forget();
    registration.reset();
  };

  const pay = () => {
    if (offer?.paymentProduct) setPaying(true);
    else if (result.phase !== 'initial') missingProduct(result.domain);
  };

  /** Registers with a payment's reference, or with an included registration when there is none to pay. */
  const register = (reference: string | null) => {
    if (result.phase === 'initial' || result.phase === 'unavailable') return;
    setPaying(false);
    registration.mutate(
      { domain: result.domain, ownDomain, reference },
      {
        onSuccess: () => {
          void navigate(paths.domainConfirmation(siteId, ownDomain, reference));
        },
      },
    );
  };

  return (
    <OwnerScreen
      siteId={siteId}
      title={intl.formatMessage({ id: 'address.domain.title' })}
      lead={intl.formatMessage({ id: 'address.domain.lead' })}
      backTo={paths.chooseAddress(siteId)}
      backLabel={intl.formatMessage({ id: 'address.backToChoose' })}
    >
      <section className={styles.panel}>
        <AddressSearchForm
          id="domain-name"
          label={<FormattedMessage id="address.domain.nameLabel" />}
          name={name}
          onNameChange={(typed) => {
            setName(typed);
            reset();
          }}
          suffix={`.${topLevelDomain}`}
          canSearch={canSearch}
          searching={search.searching}
          onSearch={() => {
            reset();
            search.search(domain);
          }}
        >
          <SegmentedChoice
            legend={intl.formatMessage({ id: 'address.domain.tld' })}
            name="top-level-domain"
            options={MARKET_TOP_LEVEL_DOMAINS[market].map((tld) => ({ value: tld, label: `.${tld}` }))}
            value={topLevelDomain}
            onChange={(tld) => {
              setTopLevelDomain(tld);
              reset();
            }}
            look={{ options: styles.tlds, option: styles.tld }}
          />
        </AddressSearchForm>

        {search.failed && (
          <p className={styles.problem} role="alert">
            <FormattedMessage id="address.search.failed" />
          </p>
        )}

        {result.phase === 'initial' && !search.failed && (
          <p className={styles.hint}>
            <FormattedMessage id="address.domain.state0" values={{ topLevelDomains }} />
          </p>
        )}

        {result.phase === 'unavailable' && (
          <div className={`${styles.result} ${styles.unavailable}`} role="status">
            <p className={styles.resultHost}>
              <HostName host={result.domain} />
            </p>
            <p>
              <FormattedMessage id="address.domain.unavailable" />
            </p>
            {parseCustomDomain(result.domain, market) && (
              <Button variant="secondary" onClick={search.takeAsOwnDomain}>
                <FormattedMessage id="address.domain.ownIt" />
              </Button>
            )}
          </div>
        )}

        {offer && result.phase !== 'initial' && (
          <div className={`${styles.result} ${styles.available}`} role="status">
            <p className={styles.resultHost}>
              <HostName host={result.domain} />
            </p>
            <p className={styles.resultText}>
              <FormattedMessage id={ownDomain ? 'address.domain.ownOffer' : 'address.available'} />
            </p>
            {ownDomain && (
              <p className={styles.note}>
                <FormattedMessage id="address.domain.ownOfferText" />
              </p>
            )}
            {registration.isPending ? (
              <p className={styles.registering} aria-live="polite">
                <Spinner size="small" />
                <FormattedMessage id="address.domain.registering" />
              </p>
            ) : (
              <>
                <p className={styles.resultPrice}>
                  {paid ? (
                    <FormattedMessage
                      id="address.domain.priceFor"
                      values={{
                        price:
                          offer.priceOre === 0
                            ? intl.formatMessage({ id: 'address.price.free' })
                            : formatPrice(offer.priceOre),
                      }}
                    />
                  ) : (
                    <FormattedMessage id="address.domain.priceIncluded" values={{ price: formatPrice(0) }} />
                  )}
                </p>
                {paid ? (
                  <Button onClick={pay}>
                    <FormattedMessage id="address.pay" values={{ price: formatPrice(offer.priceOre) }} />
                  </Button>
                ) : (
                  <>
                    <p className={styles.note}>
                      <FormattedMessage id="address.domain.prepaid" />
                    </p>
                    <Button onClick={() => register(null)}>
                      <FormattedMessage id="address.domain.registerIncluded" />
                    </Button>
                  </>
                )}
              </>
            )}
            {registrationProblem && (
              <p className={styles.problem} role="alert">
                <FormattedMessage id={`address.domain.registration.${registrationProblem}`} />
              </p>
            )}
          </div>
        )}
      </section>
      {result.phase !== 'initial' && offer?.paymentProduct && (
        <PaymentDialog
          open={paying}
          onOpenChange={setPaying}
          title={result.domain}
          detail={intl.formatMessage(
            { id: 'address.publishedFor' },
            { months: paymentProductTerms(market, brand, offer.paymentProduct).months },
          )}
          purchase={{
            siteId,
            paymentProduct: offer.paymentProduct,
            host: result.domain,
            priceOre: offer.priceOre,
          }}
          onPaid={register}
        />
      )}
    </OwnerScreen>
  );
}
