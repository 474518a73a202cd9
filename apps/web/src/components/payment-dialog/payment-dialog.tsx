import { paymentMethodsOf, type PaymentMethod } from '@eventsite/core/constants/payment-methods';
import * as RadixDialog from '@radix-ui/react-dialog';
import { CreditCardIcon, SmartphoneIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../lib/app-context';
import { useFormatPrice } from '../../lib/use-format-price';
import { DialogCloseButton } from '../ui/dialog-close-button';
import { SegmentedChoice } from '../ui/segmented-choice';
import { CardPayment } from './card-payment';
import { PhonePayment } from './phone-payment';
import type { Purchase } from './purchase';
import styles from './payment-dialog.module.css';

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is bought, e.g. 'anna.festsidan.se'. */
  title: string;
  /** What the purchase gives, under the title, e.g. '18 more months, published until 2032-05-26'. */
  detail?: string;
  purchase: Purchase;
  /** The payment is confirmed: the reference its receipt is fetched by. */
  onPaid: (reference: string) => void;
  /** False keeps the dialog open on a click outside it (the order checkout's dialog, `002` §4). */
  closeOnOutsideClick?: boolean;
}

/**
 * The payment dialog (`000` §2.6): choose the market's phone app (Swish in Sweden, MobilePay in Denmark,
 * `decisions.md` §8) or card, then pay. While a phone payment waits or has ended (its states 1 and 2) the
 * other option is hidden (`000` §4).
 */
export function PaymentDialog({
  open,
  onOpenChange,
  title,
  detail,
  purchase,
  onPaid,
  closeOnOutsideClick = true,
}: PaymentDialogProps) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const formatPrice = useFormatPrice();
  const methods = paymentMethodsOf(market);
  const [method, setMethod] = useState<PaymentMethod>(methods[0] ?? 'card');
  const [hideOtherOptions, setHideOtherOptions] = useState(false);
  const handleHide = useCallback((hide: boolean) => setHideOtherOptions(hide), []);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onInteractOutside={closeOnOutsideClick ? undefined : (event) => event.preventDefault()}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>
              <FormattedMessage id="payment.dialog.title" />
            </RadixDialog.Title>
            <DialogCloseButton label={intl.formatMessage({ id: 'payment.dialog.close' })} />
          </header>
          <div className={styles.summary}>
            <span className={styles.summaryWhat}>
              <span>{title}</span>
              {detail && <span className={styles.summaryDetail}>{detail}</span>}
            </span>
            <span className={styles.summaryPrice}>{formatPrice(purchase.priceOre)}</span>
          </div>
          {!hideOtherOptions && (
            <SegmentedChoice
              legend={intl.formatMessage({ id: 'payment.method.choose' })}
              name="payment-method"
              options={methods.map((option) => ({
                value: option,
                label: (
                  <>
                    <MethodMark method={option} />
                    <FormattedMessage id={`payment.method.${option}`} />
                  </>
                ),
              }))}
              value={method}
              onChange={setMethod}
              look={{ options: styles.methods, option: styles.method }}
            />
          )}
          <div className={styles.body}>
            {method === 'card' ? (
              <CardPayment purchase={purchase} onPaid={onPaid} />
            ) : (
              <PhonePayment
                key={method}
                method={method}
                purchase={purchase}
                onPaid={onPaid}
                onHideOtherOptions={handleHide}
              />
            )}
          </div>
          <p className={styles.vat}>
            <FormattedMessage id="payment.dialog.vat" />
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function MethodMark({ method }: { method: PaymentMethod }) {
  switch (method) {
    case 'swish':
      return <SwishMark />;
    case 'mobilepay':
      return <SmartphoneIcon size={22} />;
    case 'card':
      return <CreditCardIcon size={22} />;
  }
}

function SwishMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M7.5 14.5c2.5 2.6 6.7 2.2 8.6-.7M16.5 9.5c-2.5-2.6-6.7-2.2-8.6.7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
