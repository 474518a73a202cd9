import { MARKET_PHONE_PAYMENT_METHOD } from '@eventsite/core/constants/payment-methods';
import { PRINT_PRICES_ORE } from '@eventsite/core/constants/print-prices';
import { placeCardOrderPrice, placeCardQuantity } from '@eventsite/core/rules/place-card-order';
import {
  PLACE_CARD_FORMATS,
  shippingAddressSchemaFor,
  type PlaceCardFormat,
  type PlaceCardOrderCreation,
  type ShippingAddress,
} from '@eventsite/core/schemas/order';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useErrorDialog } from '../../../../components/error-dialog/error-dialog';
import { PaymentDialog } from '../../../../components/payment-dialog/payment-dialog';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Form } from '../../../../components/ui/form';
import { useAppConfig } from '../../../../lib/app-context';
import { paths } from '../../../../lib/paths';
import { useFormatPrice } from '../../../../lib/use-format-price';
import { siteOrdersQueryKey } from '../../api/prints-api';
import { createPlaceCardOrder, getOrder, getPlaceCardShipmentMethods } from '../api/print-order-api';
import { SummaryTable } from './price-summary';
import { ShipmentMethods } from './shipment-methods';
import { useShipmentMethods } from './use-shipment-methods';
import { EMPTY_ADDRESS, ShippingAddressFields } from './shipping-address-fields';
import styles from './print-order.module.css';

interface PendingOrder {
  /** The payload it was made from: the same choices pay the same order again. */
  key: string;
  orderId: string;
  totalOre: number;
}

export interface PlaceCardCheckoutFormProps {
  siteId: string;
  eventId: string | null;
  /** How many guests have a seat, and the first of them for the preview. */
  seated: { count: number; first: { name: string; table: string } | null };
}

/**
 * The checkout of printed place cards (issue 35 item 2), as the invitations' (`002` §4): the format and the
 * diet mark, the count the plan gives, the address, the carriers' methods with the cheapest chosen; Beställ
 * creates the order (the server fixes the names then) and opens the payment dialog; once paid, the
 * confirmation.
 */
export function PlaceCardCheckoutForm({ siteId, eventId, seated }: PlaceCardCheckoutFormProps) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useErrorDialog();
  const formatPrice = useFormatPrice();
  const [format, setFormat] = useState<PlaceCardFormat>('folded');
  const [diets, setDiets] = useState(false);
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);
  const [chosenUid, setChosenUid] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [paying, setPaying] = useState(false);
  const quantity = placeCardQuantity(seated.count);

  const parsedAddress = shippingAddressSchemaFor(market).safeParse(address);
  const addressKey = parsedAddress.success ? JSON.stringify(parsedAddress.data) : null;
  const { shipment, chosen } = useShipmentMethods(
    ['placeCardShipmentMethods', siteId],
    addressKey,
    (addressJson) =>
      getPlaceCardShipmentMethods(siteId, { shippingAddress: JSON.parse(addressJson) as ShippingAddress }),
    chosenUid,
  );

  const order = async () => {
    setAttempted(true);
    if (!parsedAddress.success || !chosen || quantity === null) return;
    setOrdering(true);
    try {
      const payload: PlaceCardOrderCreation = {
        event: eventId,
        format,
        diets,
        quantity,
        shipmentMethodUid: chosen.shipmentMethodUid,
        shipmentMethodName: chosen.name,
        shippingAddress: parsedAddress.data,
      };
      const key = JSON.stringify(payload);
      const orderId = pending?.key === key ? pending.orderId : await createPlaceCardOrder(siteId, payload);
      const created = await getOrder(orderId);
      setPending({ key, orderId, totalOre: created.totalInclVat });
      setPaying(true);
    } catch (error) {
      showError(error, { summary: intl.formatMessage({ id: 'printOrder.order.failed' }) });
    } finally {
      setOrdering(false);
    }
  };

  const paid = (reference: string) => {
    if (!pending) return;
    void queryClient.invalidateQueries({ queryKey: siteOrdersQueryKey(siteId) });
    void navigate(paths.orderConfirmation(siteId, pending.orderId), { state: { reference } });
  };

  const cardPrice = PRINT_PRICES_ORE[market].placeCard;
  const price =
    quantity === null ? null : placeCardOrderPrice({ market, quantity, shippingOre: chosen?.price });
  const previewName = seated.first?.name ?? intl.formatMessage({ id: 'printOrder.placeCards.preview.name' });

  return (
    <>
      <Form className={styles.checkout} onValidSubmit={() => void order()}>
        <div className={styles.previewArea}>
          <figure
            className={`${styles.placeCard} ${format === 'flat' ? styles.placeCardFlat : ''}`}
            aria-label={intl.formatMessage({ id: 'printOrder.placeCards.preview.label' })}
          >
            <span className={styles.placeCardFrame} aria-hidden="true" />
            <span className={styles.placeCardName}>{previewName}</span>
            {seated.first && (
              <span className={styles.placeCardTable}>
                <FormattedMessage
                  id="printOrder.placeCards.preview.table"
                  values={{ table: seated.first.table }}
                />
              </span>
            )}
          </figure>
          <p className={styles.previewCaption}>
            <FormattedMessage id={`printOrder.placeCards.preview.caption.${format}`} />
          </p>
        </div>
        <div className={styles.mainArea}>
          <section className={styles.section} aria-labelledby="place-card-choices">
            <h2 id="place-card-choices" className={styles.sectionTitle}>
              <FormattedMessage id="printOrder.placeCards.choices" />
            </h2>
            <fieldset className={styles.envelopes}>
              <legend className={styles.label}>
                <FormattedMessage id="printOrder.placeCards.format" />
              </legend>
              <div className={styles.envelopeOptions}>
                {PLACE_CARD_FORMATS.map((kind) => (
                  <label key={kind} className={styles.option}>
                    <input
                      type="radio"
                      name="format"
                      value={kind}
                      checked={format === kind}
                      onChange={() => setFormat(kind)}
                    />
                    <span className={styles.optionText}>
                      <span className={styles.optionName}>
                        <FormattedMessage id={`printOrder.placeCards.format.${kind}`} />
                      </span>
                      <span className={styles.optionDetail}>
                        <FormattedMessage id={`printOrder.placeCards.format.${kind}.detail`} />
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <CheckboxField
              label={intl.formatMessage({ id: 'printOrder.placeCards.diets' })}
              checked={diets}
              onChange={(event) => setDiets(event.currentTarget.checked)}
            />
            <p className={styles.placeCardCount} data-testid="place-card-count">
              {quantity === null ? (
                <FormattedMessage
                  id={seated.count === 0 ? 'printOrder.placeCards.empty' : 'printOrder.placeCards.tooMany'}
                />
              ) : (
                <FormattedMessage
                  id="printOrder.placeCards.count"
                  values={{ placed: seated.count, quantity, spares: quantity - seated.count }}
                />
              )}
            </p>
          </section>
          <ShippingAddressFields address={address} onChange={setAddress} />
          <ShipmentMethods
            shipment={shipment}
            chosenUid={chosen?.shipmentMethodUid ?? null}
            onChoose={setChosenUid}
            showMissing={attempted}
          />
        </div>
        <section className={styles.summaryArea} aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={styles.sectionTitle}>
            <FormattedMessage id="printOrder.summary.title" />
          </h2>
          {price && quantity !== null && (
            <SummaryTable
              lines={[
                [
                  intl.formatMessage(
                    { id: 'printOrder.placeCards.summary.cards' },
                    { quantity, price: formatPrice(cardPrice) },
                  ),
                  price.itemsOre,
                ],
                [intl.formatMessage({ id: 'printOrder.summary.shipping' }), price.shippingOre],
              ]}
              totalOre={price.totalOre}
              vatOre={price.vatOre}
            />
          )}
          <Button type="submit" fullWidth busy={ordering} disabled={quantity === null}>
            <FormattedMessage id="printOrder.placeCards.order" />
          </Button>
          <p className={styles.note}>
            <FormattedMessage
              id="printOrder.summary.note"
              values={{
                phoneApp: intl.formatMessage({ id: `payment.method.${MARKET_PHONE_PAYMENT_METHOD[market]}` }),
              }}
            />
          </p>
        </section>
      </Form>
      {pending && quantity !== null && (
        <PaymentDialog
          open={paying}
          onOpenChange={setPaying}
          title={intl.formatMessage({ id: 'printOrder.placeCards.payment.title' }, { quantity })}
          purchase={{ orderId: pending.orderId, priceOre: pending.totalOre }}
          onPaid={paid}
          closeOnOutsideClick={false}
        />
      )}
    </>
  );
}
