import { PRINT_ERROR_TEXTS } from '@eventsite/core/constants/print-texts';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useLoadErrorDialog } from '../../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../../components/owner-screen/owner-screen';
import { Loading } from '../../../../components/ui/loading';
import { useScreenTitle } from '../../../../lib/document-title';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { paths } from '../../../../lib/paths';
import { useSeatedGuests } from '../api/print-order-api';
import { PlaceCardCheckoutForm } from './place-card-checkout-form';
import styles from './print-order.module.css';

/** `/redigera/{siteId}/placering/bestall?event=` (issue 35 item 2): the checkout of printed place cards. */
export function PlaceCardCheckoutPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { siteId = '' } = useParams();
  const [search] = useSearchParams();
  const eventId = search.get('event');
  const seated = useSeatedGuests(siteId, eventId);
  const title = intl.formatMessage({ id: 'printOrder.placeCards.title' });
  useScreenTitle(title);
  useLoadErrorDialog(seated.error, PRINT_ERROR_TEXTS.fetchFailed[language]);

  return (
    <OwnerScreen
      siteId={siteId}
      title={title}
      lead={intl.formatMessage({ id: 'printOrder.placeCards.lead' })}
      backTo={paths.seating(siteId)}
      backLabel={intl.formatMessage({ id: 'printOrder.placeCards.back' })}
      wide
    >
      {seated.isError ? (
        <p className={styles.problem} role="alert">
          {PRINT_ERROR_TEXTS.fetchFailed[language]}
        </p>
      ) : seated.isPending ? (
        <Loading label={intl.formatMessage({ id: 'common.loading' })} />
      ) : (
        <PlaceCardCheckoutForm siteId={siteId} eventId={eventId} seated={seated.data} />
      )}
    </OwnerScreen>
  );
}
