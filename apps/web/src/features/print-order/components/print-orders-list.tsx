import { PRINT_ERROR_TEXTS } from '@eventsite/core/constants/print-texts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useFormatPrice } from '../../../lib/use-format-price';
import { useSiteOrders } from '../api/print-order-api';
import { OrderStatus } from './order-status';
import styles from './print-orders-list.module.css';

/**
 * A site's paid print orders with their status and tracking number (`002` §2.5 "the owner's orders with
 * their status"), newest first, for the invitations overview. Orders never paid are left out.
 */
export function PrintOrdersList({ siteId }: { siteId: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const query = useSiteOrders(siteId);
  const orders = (query.data ?? []).filter((order) => order.paid);

  return (
    <section className={styles.orders} aria-labelledby="print-orders-title">
      <h2 id="print-orders-title" className={styles.title}>
        <FormattedMessage id="printOrder.orders.title" />
      </h2>
      {query.isPending ? (
        <Loading label={intl.formatMessage({ id: 'common.loading' })} />
      ) : query.isError ? (
        <p className={styles.problem} role="alert">
          {PRINT_ERROR_TEXTS.orderFetchFailed[language]}
        </p>
      ) : orders.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="printOrder.orders.empty" />
        </p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order._id} className={styles.order}>
              <div className={styles.what}>
                <Link
                  className={styles.link}
                  to={`/redigera/${encodeURIComponent(siteId)}/inbjudningar/bekraftelse/${encodeURIComponent(order._id)}`}
                >
                  {order.quantity !== undefined ? (
                    <FormattedMessage id="printOrder.orders.cards" values={{ quantity: order.quantity }} />
                  ) : (
                    (order.items[0]?.title ?? order._id)
                  )}
                </Link>
                {order.createdAt !== undefined && (
                  <span className={styles.date}>
                    <FormattedMessage
                      id="printOrder.orders.placed"
                      values={{ date: intl.formatDate(order.createdAt, { dateStyle: 'medium' }) }}
                    />
                  </span>
                )}
              </div>
              <OrderStatus order={order} />
              <span className={styles.total}>{formatPrice(order.totalInclVat)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
