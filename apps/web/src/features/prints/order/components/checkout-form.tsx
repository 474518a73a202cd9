import { MARKET_PHONE_PAYMENT_METHOD } from '@eventsite/core/constants/payment-methods';
import {
  DELIVERY_ESTIMATE_ORDER,
  DEFAULT_ENVELOPE_KIND,
  PRINT_QUANTITY,
} from '@eventsite/core/constants/print-prices';
import { householdCardQuantity } from '@eventsite/core/rules/household-cards';
import { qrUrlToVerify } from '@eventsite/core/rules/qr-url-warning';
import { shippingAddressSchemaFor, type OrderCreation } from '@eventsite/core/schemas/order';
import type { Print } from '@eventsite/core/schemas/print';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useErrorDialog } from '../../../../components/error-dialog/error-dialog';
import { PaymentDialog } from '../../../../components/payment-dialog/payment-dialog';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { useAppConfig } from '../../../../lib/app-context';
import { printQueryKey, siteOrdersQueryKey, updatePrint } from '../../api/prints-api';
import { PrintCard } from '../../components/print-card';
import { createOrder, getOrder, getShipmentMethods, useHouseholdCount } from '../api/print-order-api';
import type { HouseholdQrAvailability } from './household-qr-option';
import { OrderChoices, type OrderChoicesValue } from './order-choices';
import { OrderWarningDialog, type OrderWarning } from './order-warning-dialog';
import { PriceSummary } from './price-summary';
import { ShipmentMethods } from './shipment-methods';
import { useShipmentMethods } from './use-shipment-methods';
import { EMPTY_ADDRESS, ShippingAddressFields } from './shipping-address-fields';
import styles from './print-order.module.css';
import { paths } from '../../../../lib/paths';

interface PendingOrder {
  /** The payload it was made from: the same choices pay the same order again. */
  key: string;
  orderId: string;
  totalOre: number;
}

export interface CheckoutFormProps {
  siteId: string;
  print: Print & { _id: string };
  /** The site's address, to compare the QR code's url with; null before it is published. */
  siteHost: string | null;
  /** The print editor had unsaved changes when Beställ was pressed. */
  printDirty: boolean;
}

/**
 * The checkout (`002` §4 "Order flow", §5, §9): choices, the address, then the carriers' methods with the
 * cheapest chosen; Beställ warns when it should, creates the order and opens the payment dialog, which an
 * outside click does not close; once paid, the confirmation.
 */
export function CheckoutForm({ siteId, print, siteHost, printDirty }: CheckoutFormProps) {
  const intl = useIntl();
  const { market, printsHouseholdCards } = useAppConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useErrorDialog();
  const [choices, setChoices] = useState<OrderChoicesValue>({
    quantity: PRINT_QUANTITY.default,
    envelopes: DEFAULT_ENVELOPE_KIND,
    roundedCorners: print.trim === 'rounded',
    householdQr: false,
  });
  const householdCount = useHouseholdCount(siteId);
  const householdQr: HouseholdQrAvailability | null = householdCount.data
    ? {
        households: householdCount.data,
        quantity: householdCardQuantity(householdCount.data),
        printHasQr: print.content.some(
          (item) => item.contentType === 'qr' && !item.properties.hidden && item.properties.url !== '',
        ),
        siteHasHost: siteHost !== null,
        partnerPrintsEachCard: printsHouseholdCards,
        thankYou: print.purpose === 'thankYou',
      }
    : null;
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [chosenUid, setChosenUid] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [warnings, setWarnings] = useState<OrderWarning[]>([]);
  const [ordering, setOrdering] = useState(false);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [paying, setPaying] = useState(false);

  const parsedAddress = shippingAddressSchemaFor(market).safeParse(address);
  const addressKey = parsedAddress.success ? JSON.stringify(parsedAddress.data) : null;
  const { shipment, chosen } = useShipmentMethods(
    ['shipmentMethods', print._id],
    addressKey,
    (addressJson) =>
      getShipmentMethods({
        shippingAddress: JSON.parse(addressJson) as OrderCreation['shippingAddress'],
        print: print._id,
        ...DELIVERY_ESTIMATE_ORDER,
      }),
    chosenUid,
  );

  const placeOrder = async () => {
    if (!parsedAddress.success || !chosen) return;
    setOrdering(true);
    try {
      const trim = choices.roundedCorners ? 'rounded' : 'none';
      if (trim !== print.trim) {
        await updatePrint(print._id, { ...print, trim });
        queryClient.setQueryData(printQueryKey(print._id), { ...print, trim });
      }
      const payload: OrderCreation = {
        print: print._id,
        site: siteId,
        quantity: choices.quantity,
        envelopes: choices.envelopes,
        shipmentMethodUid: chosen.shipmentMethodUid,
        shipmentMethodName: chosen.name,
        shippingAddress: parsedAddress.data,
        householdQr: choices.householdQr,
      };
      const key = JSON.stringify({ payload, trim });
      const orderId = pending?.key === key ? pending.orderId : await createOrder(payload);
      const order = await getOrder(orderId);
      setPending({ key, orderId, totalOre: order.totalInclVat });
      setPaying(true);
    } catch (error) {
      showError(error, { summary: intl.formatMessage({ id: 'printOrder.order.failed' }) });
    } finally {
      setOrdering(false);
    }
  };

  const order = () => {
    setAttempted(true);
    if (!chosen) return;
    const qrUrl = qrUrlToVerify(print, siteHost);
    const due: OrderWarning[] = [
      ...(printDirty ? [{ kind: 'unsaved' as const }] : []),
      ...(qrUrl && siteHost ? [{ kind: 'qr' as const, url: qrUrl, host: siteHost }] : []),
    ];
    if (due.length === 0) void placeOrder();
    else setWarnings(due);
  };

  const continueOrder = () => {
    const rest = warnings.slice(1);
    setWarnings(rest);
    if (rest.length === 0) void placeOrder();
  };

  const cancelOrder = () => {
    const current = warnings[0];
    setWarnings([]);
    // Cancelling the QR warning goes to the card's back, where the QR code is (`002` §5).
    if (current?.kind === 'qr')
      void navigate(paths.print(siteId, print._id), {
        state: { page: 2 },
      });
  };

  const paid = (reference: string) => {
    if (!pending) return;
    void queryClient.invalidateQueries({ queryKey: siteOrdersQueryKey(siteId) });
    void navigate(paths.orderConfirmation(siteId, pending.orderId), { state: { reference } });
  };

  return (
    <>
      <Form className={styles.checkout} onValidSubmit={order}>
        <div className={styles.previewArea}>
          <PrintCard
            print={{ ...print, trim: choices.roundedCorners ? 'rounded' : 'none' }}
            page={1}
            widthPx={280}
            label={intl.formatMessage({ id: 'printOrder.preview.label' })}
          />
          <p className={styles.previewCaption}>{intl.formatMessage({ id: 'printOrder.preview.caption' })}</p>
          {print._id !== undefined && (
            <a
              className={styles.proofLink}
              href={`/api/prints/${encodeURIComponent(print._id)}/pdf`}
              target="_blank"
              rel="noopener"
            >
              {intl.formatMessage({ id: 'printOrder.preview.proof' })}
            </a>
          )}
        </div>
        <div className={styles.mainArea}>
          <OrderChoices value={choices} onChange={setChoices} householdQr={householdQr} />
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
          <PriceSummary choices={choices} shippingOre={chosen?.price} />
          <Button type="submit" fullWidth busy={ordering}>
            <FormattedMessage id="printOrder.summary.order" />
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
      <OrderWarningDialog warning={warnings[0] ?? null} onCancel={cancelOrder} onContinue={continueOrder} />
      {pending && (
        <PaymentDialog
          open={paying}
          onOpenChange={setPaying}
          title={intl.formatMessage(
            {
              id:
                print.purpose === 'thankYou'
                  ? 'printOrder.payment.titleThankYou'
                  : 'printOrder.payment.title',
            },
            { quantity: choices.quantity },
          )}
          purchase={{ orderId: pending.orderId, priceOre: pending.totalOre }}
          onPaid={paid}
          closeOnOutsideClick={false}
        />
      )}
    </>
  );
}
