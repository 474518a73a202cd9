import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  cancelQuantityBounds,
  isQuantityWithin,
  reserveQuantityBounds,
  type QuantityBounds,
} from '@eventsite/core/rules/reservation-bounds';
import { GIFT_FROM_MAX } from '@eventsite/core/constants/gift-registry';
import { reservedQuantity } from '@eventsite/core/rules/gift-status';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftItem, GiftReservation } from '@eventsite/core/schemas/gift-registry';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { Form, useFormState } from '../../components/ui/form';
import { Spinner } from '../../components/ui/spinner';
import type { ModuleContext } from '../module-context';
import { moduleText } from '../shared/module-texts';
import { giftRegistryText, type GiftRegistryTextKey } from './gift-registry-texts';
import { serverErrorText } from '../shared/guest-submission';
import { ModuleDialog, ModuleDialogClose } from '../shared/module-dialog';
import { personalLinkToken, usePersonalLinkHousehold } from '../shared/personal-link-household';
import layout from '../shared/module-layout.module.css';
import styles from './gift-item-dialog.module.css';
import { giftRegistryWord, type GiftRegistryTextField } from './gift-registry-words';
import { changeReservation, reservationsOfConflict } from './gift-reservation-api';
import { giftMoneyText } from './gift-money-texts';
import { formatGiftAmount, giftPaymentMessage, sharesCost } from '@eventsite/core/rules/gift-money';
import { giftPayment, giftQrSource } from '@eventsite/core/rules/gift-payment';
import { GiftPaymentView } from './gift-payment-view';

/**
 * The dialog a gift item can have open (`001` §4 "Gift item dialog"), and after reserving shares of a group
 * gift the payment of them (issue 37 item 2): how many, and the name they were reserved under.
 */
export type GiftDialog =
  | { type: 'IMAGE' | 'RESERVE' | 'CANCEL_RESERVATION'; item: GiftItem }
  | { type: 'PAY_SHARES'; item: GiftItem; shares: number; from: string };

export interface GiftItemDialogProps {
  dialog: GiftDialog;
  /** The site's reservations, which bound the quantities. */
  reservations: readonly GiftReservation[];
  module: GiftRegistryModule;
  context: ModuleContext;
  /** The server's new list of reservations, and the dialog to open next (paying reserved shares), if any. */
  onReservationsChanged: (reservations: GiftReservation[], next?: GiftDialog) => void;
  /** The list as it is now, after a refusal: the counts are refreshed and the dialog stays open. */
  onReservationsRefreshed: (reservations: GiftReservation[]) => void;
  onClose: () => void;
  /** Where focus goes on close when the button that opened the dialog is gone. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

interface ReservationWords {
  button: [GiftRegistryTextField, GiftRegistryTextKey];
  quantity: [GiftRegistryTextField, GiftRegistryTextKey];
  password: [GiftRegistryTextField, GiftRegistryTextKey];
  failed: GiftRegistryTextKey;
}

const WORDS: Record<'RESERVE' | 'CANCEL_RESERVATION', ReservationWords> = {
  RESERVE: {
    button: ['reserveButton', 'reserve'],
    quantity: ['labelReserveQuantity', 'reserveQuantity'],
    password: ['labelReservePassword', 'reservePassword'],
    failed: 'reserveFailed',
  },
  CANCEL_RESERVATION: {
    button: ['cancelReservationButton', 'cancelReservation'],
    quantity: ['labelCancelReservationQuantity', 'cancelQuantity'],
    password: ['labelCancelReservationPassword', 'cancelPassword'],
    failed: 'cancelReservationFailed',
  },
};

interface FieldsProps {
  bounds: QuantityBounds;
  quantity: string;
  onQuantity: (quantity: string) => void;
  password: string;
  onPassword: (password: string) => void;
  quantityLabel: string;
  passwordLabel: string;
  passwordHint?: string;
  /** Fields asked between the quantity and the password (who reserves). */
  between?: ReactNode;
  language: string;
}

function ReservationFields({
  bounds,
  quantity,
  onQuantity,
  password,
  onPassword,
  quantityLabel,
  passwordLabel,
  passwordHint,
  between,
  language,
}: FieldsProps) {
  const id = useId();
  const { showValidation } = useFormState();
  const quantityInvalid = showValidation && !(quantity !== '' && isQuantityWithin(Number(quantity), bounds));
  const passwordMissing = showValidation && password === '';
  return (
    <>
      {!bounds.fixedAtOne && (
        <div className={styles.field}>
          <label htmlFor={`${id}-quantity`} className={styles.label}>
            {quantityLabel}
          </label>
          <input
            id={`${id}-quantity`}
            className={`${styles.input} ${styles.quantity}`}
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            step={1}
            required
            value={quantity}
            aria-invalid={quantityInvalid || undefined}
            aria-describedby={`${id}-quantity-hint`}
            onChange={(event) => onQuantity(event.target.value)}
          />
          <p id={`${id}-quantity-hint`} className={quantityInvalid ? styles.error : styles.hint}>
            {giftRegistryText(quantityInvalid ? 'quantityInvalid' : 'quantityRange', language, {
              max: bounds.max,
            })}
          </p>
        </div>
      )}
      {between}
      <div className={styles.field}>
        <label htmlFor={`${id}-password`} className={styles.label}>
          {passwordLabel}
        </label>
        <input
          id={`${id}-password`}
          className={styles.input}
          type="password"
          autoComplete="off"
          required
          value={password}
          aria-invalid={passwordMissing || undefined}
          aria-describedby={passwordHint !== undefined || passwordMissing ? `${id}-password-hint` : undefined}
          onChange={(event) => onPassword(event.target.value)}
        />
        {(passwordMissing || passwordHint !== undefined) && (
          <p id={`${id}-password-hint`} className={passwordMissing ? styles.error : styles.hint}>
            {passwordMissing ? moduleText('valueMissing', language) : passwordHint}
          </p>
        )}
      </div>
    </>
  );
}

/** "Från": who reserves, for the hosts' thank-you list; optional (issue 37 item 3). */
function FromField({
  from,
  onFrom,
  language,
}: {
  from: string;
  onFrom: (from: string) => void;
  language: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {giftMoneyText('reserveFrom', language)}
      </label>
      <input
        id={id}
        className={styles.input}
        autoComplete="name"
        maxLength={GIFT_FROM_MAX}
        value={from}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onFrom(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {giftMoneyText('reserveFromHint', language)}
      </p>
    </div>
  );
}

function ReservationDialog({
  type,
  item,
  reservations,
  module,
  context,
  onReservationsChanged,
  onReservationsRefreshed,
  onClose,
  returnFocusTo,
}: Omit<GiftItemDialogProps, 'dialog'> & { type: 'RESERVE' | 'CANCEL_RESERVATION'; item: GiftItem }) {
  const { language, site } = context;
  const words = WORDS[type];
  const bounds =
    type === 'RESERVE'
      ? reserveQuantityBounds(item, reservations)
      : cancelQuantityBounds(item, reservedQuantity(reservations, item.id));
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [from, setFrom] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const buttonText = giftRegistryWord(module, words.button, language);
  const household = usePersonalLinkHousehold(site._id, context.mode === 'PUBLIC' && type === 'RESERVE');
  useEffect(() => {
    if (household !== null) setFrom((current) => (current === '' ? household.name : current));
  }, [household]);

  const submit = async () => {
    if (context.mode !== 'PUBLIC') {
      setProblem([giftRegistryText('editModeGift', language)]);
      return;
    }
    setSending(true);
    setProblem(null);
    const reserving = type === 'RESERVE';
    const token = personalLinkToken();
    const count = bounds.fixedAtOne ? 1 : Number(quantity);
    try {
      const changed = await changeReservation(reserving ? 'PUT' : 'DELETE', {
        siteId: site._id,
        moduleId: module.id,
        itemId: item.id,
        quantity: count,
        password,
        ...(reserving && from.trim() !== '' ? { from: from.trim() } : {}),
        ...(reserving && token !== null ? { householdToken: token } : {}),
      });
      const paysShares = reserving && item.sharePrice !== null;
      onReservationsChanged(
        changed,
        paysShares ? { type: 'PAY_SHARES', item, shares: count, from: from.trim() } : undefined,
      );
    } catch (error) {
      const current = reservationsOfConflict(error);
      if (current !== null) onReservationsRefreshed(current);
      const serverText = serverErrorText(error, language);
      setProblem([
        giftRegistryText(words.failed, language),
        ...(serverText === undefined ? [] : [serverText]),
      ]);
      setSending(false);
    }
  };

  const formId = useId();
  return (
    <ModuleDialog
      title={translateText(item.title, language) || buttonText}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      closeLabel={moduleText('close', language)}
      actions={
        <>
          <button type="submit" form={formId} className={layout.button} disabled={sending}>
            {sending && <Spinner size="small" />}
            {buttonText}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {giftRegistryText('cancel', language)}
          </button>
        </>
      }
    >
      <Form id={formId} className={styles.form} onValidSubmit={() => void submit()}>
        <ReservationFields
          bounds={bounds}
          quantity={quantity}
          onQuantity={setQuantity}
          password={password}
          onPassword={setPassword}
          quantityLabel={giftRegistryWord(module, words.quantity, language)}
          passwordLabel={giftRegistryWord(module, words.password, language)}
          passwordHint={type === 'RESERVE' ? giftRegistryText('reservePasswordHint', language) : undefined}
          between={type === 'RESERVE' && <FromField from={from} onFrom={setFrom} language={language} />}
          language={language}
        />
      </Form>
      {problem !== null && (
        <div className={styles.problem} role="alert">
          {problem.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </ModuleDialog>
  );
}

/**
 * After reserving shares of a group gift (issue 37 item 2): what they cost together and the same way to
 * pay them as a pot's, for that amount.
 */
function PaySharesDialog({
  item,
  shares,
  from,
  module,
  context,
  onClose,
  returnFocusTo,
}: Pick<GiftItemDialogProps, 'module' | 'context' | 'onClose' | 'returnFocusTo'> & {
  item: GiftItem;
  shares: number;
  from: string;
}) {
  const { language, site, market } = context;
  const title = translateText(item.title, language);
  const price = item.sharePrice ?? 0;
  const total = sharesCost(price, shares);
  const payment = giftPayment({
    market: context.market,
    registry: module,
    amount: total,
    message: giftPaymentMessage(title, from),
  });
  return (
    <ModuleDialog
      title={giftMoneyText('payShares', language)}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      closeLabel={moduleText('close', language)}
      actions={<ModuleDialogClose className={layout.button}>{moduleText('ok', language)}</ModuleDialogClose>}
    >
      <div className={styles.form}>
        <p className={styles.lead}>{giftMoneyText('sharesReserved', language)}</p>
        <p className={styles.total}>
          {title !== '' && <span>{title}</span>}
          <strong>
            {giftMoneyText('sharesTotal', language, {
              count: shares,
              price: formatGiftAmount(market, price),
              total: formatGiftAmount(market, total),
            })}
          </strong>
        </p>
        {payment !== null && (
          <GiftPaymentView
            payment={payment}
            amount={total}
            market={market}
            qrSource={giftQrSource(site._id, item.id, total, from)}
            language={language}
          />
        )}
      </div>
    </ModuleDialog>
  );
}

/**
 * A gift item's open dialog: its large image, reserving or cancelling pieces (`001` §4, §5), or paying
 * reserved shares (issue 37 item 2).
 */
export function GiftItemDialog({ dialog, ...props }: GiftItemDialogProps) {
  const { context, onClose, returnFocusTo } = props;
  const { item } = dialog;
  if (dialog.type === 'PAY_SHARES') {
    return <PaySharesDialog {...props} item={item} shares={dialog.shares} from={dialog.from} />;
  }
  if (dialog.type !== 'IMAGE') return <ReservationDialog {...props} type={dialog.type} item={item} />;
  const title = translateText(item.title, context.language);
  return (
    <ModuleDialog
      title={title}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      closeLabel={moduleText('close', context.language)}
      wide
    >
      {item.image !== null && (
        <ResponsiveImage
          image={item.image}
          sizes="(min-width: 40em) 56rem, 100vw"
          alt={title}
          className={styles.largeImage}
        />
      )}
    </ModuleDialog>
  );
}
