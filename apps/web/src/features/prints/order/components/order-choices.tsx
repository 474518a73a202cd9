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
import { HouseholdQrOption, type HouseholdQrAvailability } from './household-qr-option';
import styles from './print-order.module.css';

export interface OrderChoicesValue {
  quantity: number;
  envelopes: EnvelopeKind;
  roundedCorners: boolean;
  /** A personal QR per household; the quantity then follows the guest list. */
  householdQr: boolean;
}

/**
 * Quantity (10 to 300 in steps of 10), envelopes and rounded corners (`002` §5, §9), priced per card; on a
 * site with a guest list, a personal QR per household, which sets the quantity (issue 21 item 5).
 */
export function OrderChoices({
  value,
  onChange,
  householdQr,
}: {
  value: OrderChoicesValue;
  onChange: (value: OrderChoicesValue) => void;
  /** Null when the site has no households: the option is not offered then. */
  householdQr: HouseholdQrAvailability | null;
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
      {householdQr && (
        <HouseholdQrOption
          availability={householdQr}
          checked={value.householdQr}
          onChange={(checked) =>
            onChange({
              ...value,
              householdQr: checked,
              quantity: checked && householdQr.quantity !== null ? householdQr.quantity : value.quantity,
            })
          }
        />
      )}
      <div className={styles.quantity}>
        <label className={styles.label} htmlFor={quantityId}>
          <FormattedMessage id="printOrder.quantity.label" />
        </label>
        <select
          id={quantityId}
          className={styles.select}
          value={value.quantity}
          disabled={value.householdQr}
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
          <FormattedMessage
            id={value.householdQr ? 'printOrder.quantity.hintHouseholds' : 'printOrder.quantity.hint'}
            values={{ price: formatPrice(prices.card) }}
          />
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
