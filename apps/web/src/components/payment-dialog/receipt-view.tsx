import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../lib/app-context';
import { useFormatPrice } from '../../lib/use-format-price';
import { trackPurchaseConversion } from '../../lib/conversion';
import { Loading } from '../ui/loading';
import { useReceipt } from './payment-api';
import { ReceiptLines, type ReceiptLine } from './receipt-lines';
import type { PaymentOwner } from './purchase';
import styles from './receipt-view.module.css';

/**
 * The receipt of a payment of a site or an order (`000` §3): what was bought line by line, amounts with and
 * without VAT, method, date, reference.
 */
export function ReceiptView({
  owner,
  reference,
  lines,
}: {
  owner: PaymentOwner;
  reference: string;
  /** What was bought, line by line; the product as one line when not given (a publication). */
  lines?: readonly ReceiptLine[];
}) {
  const intl = useIntl();
  const { brand, localDevelopment } = useAppConfig();
  const formatPrice = useFormatPrice();
  const query = useReceipt(owner, reference);
  const receipt = query.data;

  useEffect(() => {
    if (receipt) void trackPurchaseConversion(receipt, brand, { localDevelopment });
  }, [receipt, brand, localDevelopment]);

  if (query.isPending) return <Loading label={intl.formatMessage({ id: 'payment.receipt.loading' })} />;
  if (!receipt) {
    return (
      <p className={styles.failed} role="alert">
        <FormattedMessage id="payment.receipt.failed" />
      </p>
    );
  }
  const amounts = [receipt.amountWithoutVat, receipt.amountVat, receipt.amountWithVat];
  const itemised = lines ?? [
    {
      item: intl.formatMessage({ id: `payment.product.${receipt.product}` }),
      quantity: 1,
      totalInclVat: receipt.amountWithVat,
    },
  ];
  const rows: [label: string, value: string, isCode?: boolean][] = [
    [
      intl.formatMessage({ id: 'payment.receipt.amountWithoutVat' }),
      formatPrice(receipt.amountWithoutVat, amounts),
    ],
    [intl.formatMessage({ id: 'payment.receipt.amountVat' }), formatPrice(receipt.amountVat, amounts)],
    [
      intl.formatMessage({ id: 'payment.receipt.amountWithVat' }),
      formatPrice(receipt.amountWithVat, amounts),
    ],
    [
      intl.formatMessage({ id: 'payment.receipt.paymentMethod' }),
      intl.formatMessage({ id: `payment.method.${receipt.paymentMethod}` }),
    ],
    [intl.formatMessage({ id: 'payment.receipt.date' }), receipt.date.slice(0, 10)],
    [intl.formatMessage({ id: 'payment.receipt.reference' }), receipt.reference, true],
  ];
  return (
    <section className={styles.receipt} aria-label={intl.formatMessage({ id: 'payment.receipt.title' })}>
      <h2 className={styles.title}>
        <FormattedMessage id="payment.receipt.title" />
      </h2>
      <ReceiptLines lines={itemised} />
      <dl className={styles.rows}>
        {rows.map(([label, value, isCode]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd className={isCode ? styles.code : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
