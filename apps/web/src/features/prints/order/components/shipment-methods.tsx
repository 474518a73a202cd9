import type { ShipmentMethod } from '@eventsite/core/schemas/order';
import { isKnownShipmentType, shipmentCarrierOf } from '@eventsite/core/rules/shipment-carrier';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../../../lib/app-context';
import { reportError, Severity } from '../../../../lib/report-error';
import { useFormatPrice } from '../../../../lib/use-format-price';
import styles from './print-order.module.css';

/** '2–4 dagar', or '1 dag' when the carrier names one day. */
export function useDeliveryDays(): (
  method: Pick<ShipmentMethod, 'minDeliveryDays' | 'maxDeliveryDays'>,
) => string {
  const intl = useIntl();
  return ({ minDeliveryDays: min, maxDeliveryDays: max }) =>
    min === max
      ? intl.formatMessage({ id: 'printOrder.shipping.days' }, { min })
      : intl.formatMessage({ id: 'printOrder.shipping.daysRange' }, { min, max });
}

/** The carrier and delivery type as the interface names them; unknown ones raw (`002` §8). */
function useShipmentLabel(): (method: ShipmentMethod) => { carrier: string; type: string } {
  const intl = useIntl();
  const { market } = useAppConfig();
  return (method) => ({
    carrier: shipmentCarrierOf(market, method.name).carrier,
    type: isKnownShipmentType(method.type)
      ? intl.formatMessage({ id: `printOrder.shipping.type.${method.type}` })
      : method.type,
  });
}

export type ShipmentMethodsState =
  | { state: 'needsAddress' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; methods: ShipmentMethod[] };

/**
 * The carriers' methods for the address, cheapest first and chosen by default, with the delivery estimate
 * (`002` §4 "Order flow"). A carrier name or delivery type the interface does not know is reported and
 * shown as the carrier sent it (`002` §8).
 */
export function ShipmentMethods({
  shipment,
  chosenUid,
  onChoose,
  showMissing,
}: {
  shipment: ShipmentMethodsState;
  chosenUid: string | null;
  onChoose: (uid: string) => void;
  /** After an order attempt without a method. */
  showMissing: boolean;
}) {
  const { market } = useAppConfig();
  const formatPrice = useFormatPrice();
  const deliveryDays = useDeliveryDays();
  const label = useShipmentLabel();
  const methods = shipment.state === 'ready' ? shipment.methods : null;

  useEffect(() => {
    for (const method of methods ?? []) {
      if (!shipmentCarrierOf(market, method.name).known || !isKnownShipmentType(method.type)) {
        reportError(new Error('Unknown shipment carrier or delivery type'), Severity.warning, {
          name: method.name,
          type: method.type,
          shipmentMethodUid: method.shipmentMethodUid,
        });
      }
    }
  }, [methods, market]);

  const cheapest = methods?.[0];
  return (
    <fieldset className={styles.section} aria-busy={shipment.state === 'loading' || undefined}>
      <legend className={styles.sectionTitle}>
        <FormattedMessage id="printOrder.shipping.title" />
      </legend>
      {shipment.state === 'needsAddress' && (
        <p className={styles.muted}>
          <FormattedMessage id="printOrder.shipping.enterAddress" />
        </p>
      )}
      {shipment.state === 'loading' && (
        <p className={styles.muted} role="status">
          <FormattedMessage id="printOrder.shipping.loading" />
        </p>
      )}
      {shipment.state === 'failed' && (
        <p className={styles.problem} role="alert">
          {shipment.message}
        </p>
      )}
      {methods && cheapest && (
        <>
          <p className={styles.estimate}>
            <FormattedMessage id="printOrder.shipping.estimate" values={{ days: deliveryDays(cheapest) }} />
          </p>
          <div className={styles.methodList}>
            {methods.map((method) => {
              const { carrier, type } = label(method);
              return (
                <label key={method.shipmentMethodUid} className={styles.option}>
                  <input
                    type="radio"
                    name="shipmentMethod"
                    value={method.shipmentMethodUid}
                    checked={chosenUid === method.shipmentMethodUid}
                    onChange={() => onChoose(method.shipmentMethodUid)}
                  />
                  <span className={styles.optionText}>
                    <span className={styles.optionName}>{method.name}</span>
                    <span className={styles.optionDetail}>
                      {carrier === method.name ? type : `${carrier} · ${type}`} · {deliveryDays(method)}
                    </span>
                  </span>
                  <span className={styles.optionAmount}>{formatPrice(method.price)}</span>
                </label>
              );
            })}
          </div>
          {showMissing && chosenUid === null && (
            <p className={styles.problem} role="alert">
              <FormattedMessage id="printOrder.shipping.choose" />
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
