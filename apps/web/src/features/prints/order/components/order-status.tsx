import type { Order } from '@eventsite/core/schemas/order';
import { FormattedMessage } from 'react-intl';
import styles from './print-order.module.css';

/** Where an order is, as its owner reads it: a status badge, and the tracking number once shipped. */
export function OrderStatus({ order }: { order: Pick<Order, 'status' | 'paid' | 'trackingNumber'> }) {
  const status = order.status ?? (order.paid ? 'paid' : 'awaiting_payment');
  return (
    <span className={styles.status}>
      <span className={styles.statusBadge} data-status={status}>
        <FormattedMessage id={`printOrder.status.${status}`} />
      </span>
      {status === 'shipped' && order.trackingNumber && (
        <span className={styles.tracking}>
          <FormattedMessage
            id="printOrder.status.tracking"
            values={{ trackingNumber: order.trackingNumber }}
          />
        </span>
      )}
    </span>
  );
}
