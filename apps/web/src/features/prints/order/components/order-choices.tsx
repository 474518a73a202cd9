import {
  ENVELOPE_KINDS,
  PRINT_PRICES_ORE,
  PRINT_QUANTITY_CHOICES,
  type EnvelopeKind,
} from '@eventsite/core/constants/print-prices';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../../../lib/app-context';
import { useFormatPrice } from '../../../../lib/use-format-price';
import styles from './print-order.module.css';

export interface OrderChoicesValue {
  quantity: number;
  envelopes: EnvelopeKind;
  roundedCorners: boolean;
}

/** Quantity (10 to 300 in steps of 10), envelopes and rounded corners (`002` §5, §9), priced per card. */
export function OrderChoices({
  value,
  onChange,
}: {
  value: OrderChoicesValue;
  onChange: (value: OrderChoicesValue) => void;
}) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const formatPrice = useFormatPrice();
  const prices = PRINT_PRICES_ORE[market];
  const quantityId = useId();
  const quantityHintId = useId();

  return (
    <section className={styles.section} aria-labelledby={`${quantityId}-title`}>
      <h2 id={`${quantityId}-title`} className={styles.sectionTitle}>
        <FormattedMessage id="printOrder.choices.title" />
      </h2>
      <div className={styles.quantity}>
        <label className={styles.label} htmlFor={quantityId}>
          <FormattedMessage id="printOrder.quantity.label" />
        </label>
        <select
          id={quantityId}
          className={styles.select}
          value={value.quantity}
          aria-describedby={quantityHintId}
          onChange={(event) => onChange({ ...value, quantity: Number(event.currentTarget.value) })}
        >
          {PRINT_QUANTITY_CHOICES.map((quantity) => (
            <option key={quantity} value={quantity}>
              {intl.formatMessage({ id: 'printOrder.quantity.option' }, { quantity })}
            </option>
          ))}
        </select>
        <p id={quantityHintId} className={styles.hint}>
          <FormattedMessage id="printOrder.quantity.hint" values={{ price: formatPrice(prices.card) }} />
        </p>
      </div>
      <fieldset className={styles.envelopes}>
        <legend className={styles.label}>
          <FormattedMessage id="printOrder.envelopes.label" />
        </legend>
        <div className={styles.envelopeOptions}>
          {ENVELOPE_KINDS.map((kind) => (
            <label key={kind} className={styles.option}>
              <input
                type="radio"
                name="envelopes"
                value={kind}
                checked={value.envelopes === kind}
                onChange={() => onChange({ ...value, envelopes: kind })}
              />
              <span className={styles.optionText}>
                <span className={styles.optionName}>
                  <FormattedMessage id={`printOrder.envelopes.${kind}`} />
                </span>
                <span className={styles.optionPrice}>
                  {kind === 'none' ? (
                    <FormattedMessage id="printOrder.envelopes.noneNote" />
                  ) : (
                    <FormattedMessage
                      id="printOrder.envelopes.perCard"
                      values={{ price: formatPrice(prices.envelope[kind]) }}
                    />
                  )}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className={`${styles.option} ${styles.rounded}`}>
        <input
          type="checkbox"
          checked={value.roundedCorners}
          onChange={(event) => onChange({ ...value, roundedCorners: event.currentTarget.checked })}
        />
        <span className={styles.optionText}>
          <span className={styles.optionName}>
            <FormattedMessage id="printOrder.rounded.label" />
          </span>
          <span className={styles.optionPrice}>
            <FormattedMessage
              id="printOrder.rounded.hint"
              values={{ price: formatPrice(prices.roundedCornersPerCard) }}
            />
          </span>
        </span>
      </label>
    </section>
  );
}
