import { PRINT_PRICES_ORE } from '@eventsite/core/constants/print-prices';
import { printOrderPrice } from '@eventsite/core/rules/print-order-price';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../../../lib/app-context';
import { useFormatPrice } from '../../../../lib/use-format-price';
import type { OrderChoicesValue } from './order-choices';
import styles from './print-order.module.css';

/**
 * The order's lines and total as `002` §9 prices them, VAT 20 % of the total; shipping is the chosen
 * method's price, the market's fixed shipping until one is chosen. The server prices the order again.
 */
export function PriceSummary({ choices, shippingOre }: { choices: OrderChoicesValue; shippingOre?: number }) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const formatPrice = useFormatPrice();
  const prices = PRINT_PRICES_ORE[market];
  const { quantity, envelopes, roundedCorners } = choices;
  const price = printOrderPrice({ market, quantity, envelopes, roundedCorners, shippingOre });
  const lines: [string, number][] = [
    [
      intl.formatMessage({ id: 'printOrder.summary.cards' }, { quantity, price: formatPrice(prices.card) }),
      prices.card * quantity,
    ],
  ];
  if (envelopes !== 'none')
    lines.push([
      intl.formatMessage(
        { id: 'printOrder.summary.envelopes' },
        { kind: intl.formatMessage({ id: `printOrder.envelopes.${envelopes}` }), quantity },
      ),
      prices.envelope[envelopes] * quantity,
    ]);
  if (roundedCorners)
    lines.push([
      intl.formatMessage({ id: 'printOrder.summary.rounded' }, { quantity }),
      prices.roundedCornersPerCard * quantity,
    ]);
  lines.push([intl.formatMessage({ id: 'printOrder.summary.shipping' }), price.shippingOre]);
  return <SummaryTable lines={lines} totalOre={price.totalOre} vatOre={price.vatOre} />;
}

/** An order's priced lines, then its total and the VAT in it, every amount with as many decimals as any needs. */
export function SummaryTable({
  lines,
  totalOre,
  vatOre,
}: {
  lines: readonly (readonly [label: string, amountOre: number])[];
  totalOre: number;
  vatOre: number;
}) {
  const formatPrice = useFormatPrice();
  const amounts = [...lines.map(([, amount]) => amount), totalOre, vatOre];

  return (
    <div className={styles.summary}>
      <dl className={styles.summaryLines}>
        {lines.map(([label, amount]) => (
          <div key={label} className={styles.summaryLine}>
            <dt>{label}</dt>
            <dd>{formatPrice(amount, amounts)}</dd>
          </div>
        ))}
      </dl>
      <dl className={styles.summaryTotals}>
        <div className={styles.summaryTotal}>
          <dt>
            <FormattedMessage id="printOrder.summary.total" />
          </dt>
          <dd data-testid="order-total">{formatPrice(totalOre, amounts)}</dd>
        </div>
        <div className={styles.summaryVat}>
          <dt>
            <FormattedMessage id="printOrder.summary.vat" />
          </dt>
          <dd data-testid="order-vat">{formatPrice(vatOre, amounts)}</dd>
        </div>
      </dl>
    </div>
  );
}
