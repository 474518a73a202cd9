import { useState } from 'react';
import { giftMoneyText } from './gift-money-texts';
import type { Market } from '@eventsite/core/constants/platform';
import { formatGiftAmount } from '@eventsite/core/rules/gift-money';
import type { GiftPayment } from '@eventsite/core/rules/gift-payment';
import layout from '../shared/module-layout.module.css';
import styles from './gift-money.module.css';

export interface GiftPaymentViewProps {
  payment: GiftPayment;
  /** Öre, or null while the guest has chosen none (the app asks for it). */
  amount: number | null;
  /** The QR route's address for this payment. */
  qrSource: string;
  market: Market;
  language: string;
}

/** The hosts' number with a copy button, for MobilePay where no link opens the app. */
function CopyNumber({ number, language }: { number: string; language: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <p className={styles.number}>
      <span className={styles.numberText}>{giftMoneyText('payTo', language, { number })}</span>
      <button
        type="button"
        className={styles.copy}
        onClick={() => void navigator.clipboard.writeText(number).then(() => setCopied(true))}
      >
        {giftMoneyText('copyNumber', language)}
      </button>
      <span role="status" className={copied ? styles.copied : 'visually-hidden'}>
        {copied ? giftMoneyText('numberCopied', language) : ''}
      </span>
    </p>
  );
}

/**
 * How a guest pays the hosts straight from their own app (issue 37): on a phone the app link (Swish's
 * app switch), on a computer a QR code to scan with the phone. Both are in the server's page; which one
 * shows is the stylesheet's choice (a fine pointer that can hover is a computer). The QR's text is its
 * alternative, for assistive tech. MobilePay has no such link: the number to copy, and on a computer its QR.
 */
export function GiftPaymentView({ payment, amount, qrSource, market, language }: GiftPaymentViewProps) {
  const swish = payment.method === 'swish';
  const label =
    amount === null
      ? giftMoneyText(swish ? 'payWithSwish' : 'payWithMobilePay', language)
      : giftMoneyText(swish ? 'payAmountWithSwish' : 'payAmountWithMobilePay', language, {
          amount: formatGiftAmount(market, amount),
        });
  return (
    <div className={styles.payment}>
      {payment.appLink !== null && (
        <div className={styles.phoneOnly}>
          <a className={`${layout.button} ${styles.appLink}`} href={payment.appLink}>
            {label}
          </a>
          {swish && <p className={styles.hint}>{giftMoneyText('opensSwish', language)}</p>}
        </div>
      )}
      {payment.appLink === null && (
        <div className={styles.payTo}>
          <p className={styles.payToLead}>{label}</p>
          <CopyNumber number={payment.number} language={language} />
        </div>
      )}
      <figure className={styles.computerOnly}>
        <img
          className={styles.qr}
          src={qrSource}
          alt={giftMoneyText('qrAlt', language, { payload: payment.qrText })}
          width={152}
          height={152}
          loading="lazy"
        />
        <figcaption className={styles.caption}>
          <strong>{giftMoneyText(swish ? 'scanSwish' : 'scanMobilePay', language)}</strong>
          {swish && amount !== null && (
            <span className={styles.captionAmount}>{formatGiftAmount(market, amount)}</span>
          )}
          {swish && <span>{giftMoneyText('payTo', language, { number: payment.number })}</span>}
        </figcaption>
      </figure>
    </div>
  );
}
