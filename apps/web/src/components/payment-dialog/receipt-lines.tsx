import { splitVat } from '@eventsite/core/rules/prices';
import { useIntl } from 'react-intl';
import { useFormatPrice } from '../../lib/use-format-price';
import styles from './receipt-lines.module.css';

/** One line of what was paid for: its total including VAT in öre, shared evenly by its quantity. */
export interface ReceiptLine {
  item: string;
  quantity: number;
  totalInclVat: number;
}

/**
 * What a payment bought, line by line (issue 39 item 6): item, quantity, unit price, VAT and total, VAT being
 * 20 % of each total (`decisions.md` §3). Where it is narrow (a phone, a dialog) the item takes its own row
 * above its figures.
 */
export function ReceiptLines({ lines }: { lines: readonly ReceiptLine[] }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const rows = lines.map((line) => ({
    ...line,
    unitPrice: Math.round(line.totalInclVat / Math.max(1, line.quantity)),
    vat: splitVat(line.totalInclVat).amountVat,
  }));
  const amounts = rows.flatMap((row) => [row.unitPrice, row.vat, row.totalInclVat]);
  const header = {
    caption: intl.formatMessage({ id: 'payment.lines.caption' }),
    item: intl.formatMessage({ id: 'payment.lines.item' }),
    quantity: intl.formatMessage({ id: 'payment.lines.quantity' }),
    unitPrice: intl.formatMessage({ id: 'payment.lines.unitPrice' }),
    vat: intl.formatMessage({ id: 'payment.lines.vat' }),
    total: intl.formatMessage({ id: 'payment.lines.total' }),
  };
  return (
    <div className={styles.frame}>
      <table className={styles.lines}>
        <caption className="visually-hidden">{header.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header.item}</th>
            <th scope="col">{header.quantity}</th>
            <th scope="col">{header.unitPrice}</th>
            <th scope="col">{header.vat}</th>
            <th scope="col">{header.total}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.item}>
              <th scope="row">{row.item}</th>
              <td>{row.quantity}</td>
              <td>{formatPrice(row.unitPrice, amounts)}</td>
              <td>{formatPrice(row.vat, amounts)}</td>
              <td>{formatPrice(row.totalInclVat, amounts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
