import { PRINT_ERROR_TEXTS } from '@eventsite/core/constants/print-texts';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { useLoadErrorDialog } from '../../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../../components/owner-screen/owner-screen';
import { Loading } from '../../../../components/ui/loading';
import { useScreenTitle } from '../../../../lib/document-title';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { useSiteAccount } from '../../../../lib/site-account';
import { usePrint } from '../../api/prints-api';
import { CheckoutForm } from './checkout-form';
import styles from './print-order.module.css';
import { paths } from '../../../../lib/paths';

/** What the print editor's Beställ passes along (`002` §5 'Osparade ändringar'). */
function printDirtyOf(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'printDirty' in state && state.printDirty === true;
}

/** `/redigera/{siteId}/inbjudningar/{printId}/bestall` (`002` §2.1): the checkout of a print. */
export function CheckoutPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { siteId = '', printId = '' } = useParams();
  const location = useLocation();
  const print = usePrint(printId);
  const account = useSiteAccount(siteId);
  const title = intl.formatMessage({
    id:
      print.data?.purpose === 'thankYou' ? 'printOrder.checkout.titleThankYou' : 'printOrder.checkout.title',
  });
  useScreenTitle(title);
  useLoadErrorDialog(print.error, PRINT_ERROR_TEXTS.fetchFailed[language]);
  const printData = print.data;

  return (
    <OwnerScreen
      siteId={siteId}
      title={title}
      lead={intl.formatMessage({ id: 'printOrder.checkout.lead' })}
      backTo={paths.print(siteId, printId)}
      backLabel={intl.formatMessage({ id: 'printOrder.checkout.back' })}
      wide
    >
      {print.isError ? (
        <p className={styles.problem} role="alert">
          {PRINT_ERROR_TEXTS.fetchFailed[language]}
        </p>
      ) : printData?._id === undefined || account.isPending ? (
        <Loading label={intl.formatMessage({ id: 'common.loading' })} />
      ) : (
        <CheckoutForm
          siteId={siteId}
          print={{ ...printData, _id: printData._id }}
          siteHost={account.data?.site.host ?? null}
          printDirty={printDirtyOf(location.state)}
        />
      )}
    </OwnerScreen>
  );
}
