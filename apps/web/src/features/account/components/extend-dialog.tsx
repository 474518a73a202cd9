import { paymentProductTerms } from '@eventsite/core/constants/payment-products';
import { extendedExpiryDate } from '@eventsite/core/rules/payment-effects';
import { addressPrice } from '@eventsite/core/rules/prices';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PaymentDialog } from '../../../components/payment-dialog/payment-dialog';
import { useAppConfig } from '../../../lib/app-context';
import { refreshSite, useSiteAccount } from '../../../lib/site-account';
import { displayDate } from './account-page';
import { paths } from '../../../lib/paths';

/**
 * `/redigera/{siteId}/konto/forlang` (`000` §2.3, §2.6): the extension payment over the account page, saying
 * what is bought: the months added and the date the site is then published until.
 */
export function ExtendDialog() {
  const intl = useIntl();
  const { siteId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { brand, market } = useAppConfig();
  const site = useSiteAccount(siteId).data?.site;
  const accountPath = paths.account(siteId);
  if (!site) return null;
  const price = addressPrice({
    market,
    brand,
    purchase: 'extend_subdomain',
    site: { active: site.active, subdomainAlreadyOwned: true },
  });
  if (price.product === null) return null;
  const { months } = paymentProductTerms(market, brand, price.product);
  const newExpiry = extendedExpiryDate(site.activeExpireDate, months, new Date()).toISOString();

  return (
    <PaymentDialog
      open
      onOpenChange={(open) => {
        if (!open) void navigate(accountPath);
      }}
      title={
        site.host
          ? intl.formatMessage({ id: 'account.extend.what' }, { host: site.host })
          : intl.formatMessage({ id: 'account.extend.whatUnpublished' })
      }
      detail={intl.formatMessage({ id: 'account.extend.detail' }, { months, expiry: displayDate(newExpiry) })}
      purchase={{ siteId, paymentProduct: price.product, priceOre: price.priceOre }}
      onPaid={(reference) => {
        void refreshSite(queryClient, siteId);
        void navigate(`${accountPath}/forlang/subdoman/bekraftelse/${encodeURIComponent(reference)}`);
      }}
    />
  );
}
