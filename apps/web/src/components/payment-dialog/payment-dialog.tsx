import type { PaymentMethod } from '@eventsite/core/constants/payment-methods';
import { formatPriceKr } from '@eventsite/core/rules/prices';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogCloseButton } from '../ui/dialog-close-button';
import { CardPayment } from './card-payment';
import type { Purchase } from './purchase';
import { SwishPayment } from './swish-payment';
import styles from './payment-dialog.module.css';

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is bought, e.g. 'anna.festsidan.se'. */
  title: string;
  purchase: Purchase;
  /** The payment is confirmed: the reference its receipt is fetched by. */
  onPaid: (reference: string) => void;
}

/**
 * The payment dialog (`000` §2.6): choose Swish or card, then pay. While a Swish payment waits or has
 * ended (its states 1 and 2) the other option is hidden (`000` §4).
 */
export function PaymentDialog({ open, onOpenChange, title, purchase, onPaid }: PaymentDialogProps) {
  const intl = useIntl();
  const [method, setMethod] = useState<PaymentMethod>('swish');
  const [hideOtherOptions, setHideOtherOptions] = useState(false);
  const handleHide = useCallback((hide: boolean) => setHideOtherOptions(hide), []);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.dialog} aria-describedby={undefined}>
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>
              <FormattedMessage id="payment.dialog.title" />
            </RadixDialog.Title>
            <DialogCloseButton label={intl.formatMessage({ id: 'payment.dialog.close' })} />
          </header>
          <div className={styles.summary}>
            <span className={styles.summaryWhat}>{title}</span>
            <span className={styles.summaryPrice}>{formatPriceKr(purchase.priceOre)}</span>
          </div>
          {!hideOtherOptions && (
            <div
              className={styles.methods}
              role="radiogroup"
              aria-label={intl.formatMessage({ id: 'payment.method.choose' })}
            >
              {(['swish', 'card'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  role="radio"
                  aria-checked={method === option}
                  className={styles.method}
                  onClick={() => setMethod(option)}
                >
                  {option === 'swish' ? <SwishMark /> : <CardMark />}
                  <FormattedMessage id={`payment.method.${option}`} />
                </button>
              ))}
            </div>
          )}
          <div className={styles.body}>
            {method === 'swish' ? (
              <SwishPayment purchase={purchase} onPaid={onPaid} onHideOtherOptions={handleHide} />
            ) : (
              <CardPayment purchase={purchase} onPaid={onPaid} />
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

function CardMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <rect
        x="2.5"
        y="5"
        width="19"
        height="14"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <path d="M2.5 9.5h19" stroke="currentColor" strokeWidth="2" />
      <path d="M6 15h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
