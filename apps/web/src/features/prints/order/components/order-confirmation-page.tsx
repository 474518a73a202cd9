import { PRINT_ERROR_TEXTS } from '@eventsite/core/constants/print-texts';
import type { Order } from '@eventsite/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { useLoadErrorDialog } from '../../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../../components/owner-screen/owner-screen';
import { ReceiptLines, type ReceiptLine } from '../../../../components/payment-dialog/receipt-lines';
import { ReceiptView } from '../../../../components/payment-dialog/receipt-view';
import { Loading } from '../../../../components/ui/loading';
import { useScreenTitle } from '../../../../lib/document-title';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { useFormatPrice } from '../../../../lib/use-format-price';
import { getOrder, orderQueryKey } from '../api/print-order-api';
import { OrderStatus } from './order-status';
import { useDeliveryDays } from './shipment-methods';
import styles from './print-order.module.css';
import { paths } from '../../../../lib/paths';

/** A confirmed payment reaches the order within moments; until then the page asks again this often. */
const UNPAID_POLL_MS = 2000;

function referenceOf(state: unknown): string | undefined {
  return typeof state === 'object' &&
    state !== null &&
    'reference' in state &&
    typeof state.reference === 'string'
    ? state.reference
    : undefined;
}

/** An order's lines for its confirmation and receipt: the cards (the order's quantity of them), then shipping. */
function orderLines(order: Order, shipping: string): ReceiptLine[] {
  const cards = order.items.length === 1 ? (order.quantity ?? 1) : 1;
  return [
    ...order.items.map((item) => ({ item: item.title, quantity: cards, totalInclVat: item.priceInclVat })),
    { item: shipping, quantity: 1, totalInclVat: order.shipment.priceInclVat },
  ];
}

/** `/redigera/{siteId}/inbjudningar/bekraftelse/{orderId}` (`002` §2.1): thanks, the order and its receipt. */
export function OrderConfirmationPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { siteId = '', orderId = '' } = useParams();
  const location = useLocation();
  const title = intl.formatMessage({ id: 'printOrder.confirmation.title' });
  useScreenTitle(title);
  const query = useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: () => getOrder(orderId),
    refetchInterval: (current) => (current.state.data?.paid === false ? UNPAID_POLL_MS : false),
  });
  useLoadErrorDialog(query.error, PRINT_ERROR_TEXTS.orderFetchFailed[language]);
  const order = query.data;
  const reference = order?.paymentReference ?? referenceOf(location.state);
  // Place cards were ordered from the seating screen, and go back there (issue 35 item 2).
  const placeCards = order?.placeCards !== undefined;
  const back = placeCards ? paths.seating(siteId) : paths.prints(siteId);
  const backLabel = placeCards ? 'printOrder.placeCards.back' : 'printOrder.confirmation.back';

  return (
    <OwnerScreen
      siteId={siteId}
      title={title}
      lead={
        order?.shippingAddress ? (
          <FormattedMessage
            id={placeCards ? 'printOrder.placeCards.confirmation.lead' : 'printOrder.confirmation.lead'}
            values={{ email: order.shippingAddress.email }}
          />
        ) : undefined
      }
      backTo={back}
      backLabel={intl.formatMessage({ id: backLabel })}
    >
      {query.isError ? (
        <p className={styles.problem} role="alert">
          {PRINT_ERROR_TEXTS.orderFetchFailed[language]}
        </p>
      ) : !order ? (
        <Loading label={intl.formatMessage({ id: 'common.loading' })} />
      ) : (
        <div className={styles.confirmation}>
          <OrderDetails order={order} />
          {order.paid && reference ? (
            <ReceiptView
              owner={{ orderId: order._id }}
              reference={reference}
              lines={orderLines(order, intl.formatMessage({ id: 'printOrder.summary.shipping' }))}
            />
          ) : (
            <Loading label={intl.formatMessage({ id: 'printOrder.confirmation.waiting' })} />
          )}
          <Link className={styles.backLink} to={back}>
            <FormattedMessage id={backLabel} />
          </Link>
        </div>
      )}
    </OwnerScreen>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const deliveryDays = useDeliveryDays();
  const address = order.shippingAddress;
  const method = order.shipmentMethod;
  const amounts = [order.totalInclVat, order.totalVat];
  return (
    <section className={styles.orderCard} aria-labelledby="order-details-title">
      <header className={styles.orderHeader}>
        <h2 id="order-details-title" className={styles.sectionTitle}>
          <FormattedMessage id="printOrder.confirmation.order" />
        </h2>
        <OrderStatus order={order} />
      </header>
      <ReceiptLines lines={orderLines(order, intl.formatMessage({ id: 'printOrder.summary.shipping' }))} />
      <dl className={styles.summaryTotals}>
        <div className={styles.summaryTotal}>
          <dt>
            <FormattedMessage id="printOrder.summary.total" />
          </dt>
          <dd>{formatPrice(order.totalInclVat, amounts)}</dd>
        </div>
        <div className={styles.summaryVat}>
          <dt>
            <FormattedMessage id="printOrder.summary.vat" />
          </dt>
          <dd>{formatPrice(order.totalVat, amounts)}</dd>
        </div>
      </dl>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="printOrder.confirmation.orderNumber" />
          </dt>
          <dd>{order._id}</dd>
        </div>
        {address && (
          <div>
            <dt>
              <FormattedMessage id="printOrder.confirmation.deliverTo" />
            </dt>
            <dd>
              {address.firstName} {address.lastName}
              <br />
              {address.addressLine1}
              <br />
              {address.postCode} {address.city}
            </dd>
          </div>
        )}
        {method && (
          <div>
            <dt>
              <FormattedMessage id="printOrder.confirmation.method" />
            </dt>
            <dd>
              {method.name}
              <br />
              <span className={styles.muted}>
                {intl.formatMessage({ id: 'printOrder.shipping.estimate' }, { days: deliveryDays(method) })}
              </span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
