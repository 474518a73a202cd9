import type { DomainAvailabilityResponse } from '@eventsite/core/api/payments';
import {
  defaultTopLevelDomainOf,
  MARKET_TOP_LEVEL_DOMAINS,
  type CustomDomainTopLevelDomain,
} from '@eventsite/core/constants/addresses';
import { customDomainOf, parseCustomDomain } from '@eventsite/core/rules/address-names';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useLoadErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { PaymentDialog } from '../../../components/payment-dialog/payment-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-context';
import { useScreenTitle } from '../../../lib/document-title';
import { reportError, Severity } from '../../../lib/report-error';
import { refreshSite, useSiteAccount } from '../../../lib/site-account';
import { useFormatPrice } from '../../../lib/use-format-price';
import { useMarketMessageValues } from '../../../lib/use-market-message-values';
import {
  checkDomain,
  NoPaymentError,
  registerDomainWithRetry,
  registerIncludedDomain,
  setHost,
} from '../api/address-api';
import { AddressSearchForm } from './address-search-form';
import { HostName } from './host-name';
import { useMissingProduct } from './use-missing-product';
import styles from './address.module.css';

/** Domain search states of `000` §4: 0 initial, 1 available, 2 not available, 3 own-domain offer. */
type SearchState = 0 | 1 | 2 | 3;

interface Searched {
  domain: string;
  answer: DomainAvailabilityResponse;
}

/**
 * `/redigera/{siteId}/valj-adress/doman/` (`000` §4 "Custom domain flow"): search a name under the market's
 * top-level domains (.se, .nu, .com, .eu; in Denmark .dk, .com, .eu, .nu); pay, register (402 retried every 5 s up to 10 times), update the host and go to the
 * confirmation. A registered domain can be used as the owner's own (state 3), kept at their registrar.
 */
export function DomainPage() {
  const intl = useIntl();
  const { siteId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useSiteAccount(siteId);
  const missingProduct = useMissingProduct();
  const { market } = useAppConfig();
  const formatPrice = useFormatPrice();
  const { topLevelDomains } = useMarketMessageValues();
  const currentHost = account.data?.site.host ?? null;
  const current = currentHost ? parseCustomDomain(currentHost, market) : null;
  const [name, setName] = useState(current?.name ?? '');
  const [topLevelDomain, setTopLevelDomain] = useState<CustomDomainTopLevelDomain>(
    current?.topLevelDomain ?? defaultTopLevelDomainOf(market),
  );
  const [state, setState] = useState<SearchState>(0);
  const [searched, setSearched] = useState<Searched | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  const [paying, setPaying] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [registrationProblem, setRegistrationProblem] = useState<'noPayment' | 'failed' | null>(null);
  useScreenTitle(intl.formatMessage({ id: 'address.domain.title' }));
  useLoadErrorDialog(account.error, intl.formatMessage({ id: 'address.load.failed' }));

  const domain = customDomainOf({ name, topLevelDomain });
  const canSearch = name !== '' && domain !== currentHost;
  const ownDomain = state === 3;
  const offer = searched ? (ownDomain ? searched.answer.ownDomainOffer : searched.answer) : null;
  // Only a price of 0 with no product is an included registration (`000` §4); a price is always paid.
  const paid = offer !== null && (offer.paymentProduct !== null || offer.priceOre > 0);

  const reset = () => {
    setState(0);
    setSearched(null);
    setRegistrationProblem(null);
  };

  const search = async () => {
    setSearching(true);
    setSearchFailed(false);
    reset();
    try {
      const answer = await checkDomain(siteId, domain);
      setSearched({ domain, answer });
      setState(answer.available ? 1 : 2);
    } catch (error) {
      reportError(error, Severity.error, { action: 'check domain', domain });
      setSearchFailed(true);
    } finally {
      setSearching(false);
    }
  };

  const pay = () => {
    if (offer?.paymentProduct) setPaying(true);
    else missingProduct(searched?.domain ?? '');
  };

  /** Registers with a payment's reference, or with an included registration when there is none to pay. */
  const register = async (reference: string | null) => {
    if (!searched) return;
    setPaying(false);
    setRegistering(true);
    setRegistrationProblem(null);
    try {
      const registration =
        reference === null
          ? await registerIncludedDomain(siteId, { domain: searched.domain, ownDomain })
          : await registerDomainWithRetry(siteId, reference);
      await setHost(siteId, registration.domain);
      await refreshSite(queryClient, siteId);
      const route = ownDomain ? 'doman-annan-registrar' : 'doman';
      const confirmation = `/redigera/${encodeURIComponent(siteId)}/valj-adress/${route}/bekraftelse`;
      void navigate(reference === null ? confirmation : `${confirmation}/${encodeURIComponent(reference)}`);
    } catch (error) {
      const noPayment = error instanceof NoPaymentError;
      reportError(error, Severity.error, {
        action: noPayment ? 'domain registration: no payment' : 'domain registration',
        reference,
      });
      setRegistrationProblem(noPayment ? 'noPayment' : 'failed');
    } finally {
      setRegistering(false);
    }
  };

  return (
    <OwnerScreen
      siteId={siteId}
      title={intl.formatMessage({ id: 'address.domain.title' })}
      lead={intl.formatMessage({ id: 'address.domain.lead' })}
      backTo={`/redigera/${encodeURIComponent(siteId)}/valj-adress`}
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
          searching={searching}
          onSearch={() => void search()}
        >
          <div
            className={styles.tlds}
            role="radiogroup"
            aria-label={intl.formatMessage({ id: 'address.domain.tld' })}
          >
            {MARKET_TOP_LEVEL_DOMAINS[market].map((tld) => (
              <button
                key={tld}
                type="button"
                role="radio"
                aria-checked={tld === topLevelDomain}
                className={styles.tld}
                onClick={() => {
                  setTopLevelDomain(tld);
                  reset();
                }}
              >
                .{tld}
              </button>
            ))}
          </div>
        </AddressSearchForm>

        {searchFailed && (
          <p className={styles.problem} role="alert">
            <FormattedMessage id="address.search.failed" />
          </p>
        )}

        {state === 0 && !searchFailed && (
          <p className={styles.hint}>
            <FormattedMessage id="address.domain.state0" values={{ topLevelDomains }} />
          </p>
        )}

        {searched && state === 2 && (
          <div className={`${styles.result} ${styles.unavailable}`} role="status">
            <p className={styles.resultHost}>
              <HostName host={searched.domain} />
            </p>
            <p>
              <FormattedMessage id="address.domain.unavailable" />
            </p>
            {parseCustomDomain(searched.domain, market) && (
              <Button variant="secondary" onClick={() => setState(3)}>
                <FormattedMessage id="address.domain.ownIt" />
              </Button>
            )}
          </div>
        )}

        {searched && offer && (state === 1 || state === 3) && (
          <div className={`${styles.result} ${styles.available}`} role="status">
            <p className={styles.resultHost}>
              <HostName host={searched.domain} />
            </p>
            <p className={styles.resultText}>
              <FormattedMessage id={state === 1 ? 'address.available' : 'address.domain.ownOffer'} />
            </p>
            {state === 3 && (
              <p className={styles.note}>
                <FormattedMessage id="address.domain.ownOfferText" />
              </p>
            )}
            {registering ? (
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
                    <Button onClick={() => void register(null)}>
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
      {searched && offer?.paymentProduct && (
        <PaymentDialog
          open={paying}
          onOpenChange={setPaying}
          title={searched.domain}
          purchase={{
            siteId,
            paymentProduct: offer.paymentProduct,
            host: searched.domain,
            priceOre: offer.priceOre,
          }}
          onPaid={(reference) => void register(reference)}
        />
      )}
    </OwnerScreen>
  );
}
