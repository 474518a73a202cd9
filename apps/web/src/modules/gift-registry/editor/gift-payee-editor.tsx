import type { Market } from '@eventsite/core/constants/platform';
import { parsePayeeNumber } from '@eventsite/core/editor/gift-registry/parse-payee-number';
import { useEffect, useRef } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { paymentMethodName } from './payment-method-name';
import { useFormEditorText } from '../../shared/editor/module-editor-texts';
import styles from './gift-registry-editor.module.css';
import { MoneyGiftNotice } from './money-gift-notice';

export interface GiftPayeeEditorProps {
  market: Market;
  /** The number as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Counts the owner's 'Klar' with a wrong number: each one moves focus to the number. */
  focusRequest: number;
}

/**
 * The Payment tab (issue 37): the hosts' own number that money gifts and group-gift shares are paid to —
 * Swish in Sweden, MobilePay in Denmark — and what that means: the money never passes through us.
 */
export function GiftPayeeEditor({ market, value, onChange, onBlur, focusRequest }: GiftPayeeEditorProps) {
  const t = useFormEditorText();
  const number = parsePayeeNumber(market, value);
  const method = paymentMethodName(market);
  const ref = useRef<HTMLDivElement>(null);

  // Here rather than in the dialog: the tab's fields exist only once the tab is shown.
  useEffect(() => {
    if (focusRequest > 0) ref.current?.querySelector('input')?.focus();
  }, [focusRequest]);

  return (
    <div className={styles.payee} ref={ref}>
      <p className={styles.payeeLead}>{t('gift.payee.lead', { method })}</p>
      <TextField
        className={styles.payeeNumber}
        label={t('gift.payee.label', { method })}
        hint={t(`gift.payee.${market}.hint`)}
        type="tel"
        autoComplete="tel"
        value={value}
        customError={number.ok ? undefined : t(`gift.payee.${market}.invalid`)}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <MoneyGiftNotice />
    </div>
  );
}
