import { useId, useState } from 'react';
import {
  cancelQuantityBounds,
  isQuantityWithin,
  reserveQuantityBounds,
  type QuantityBounds,
} from '@eventsite/core/rules/reservation-bounds';
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
import { ModuleDialog } from '../shared/module-dialog';
import layout from '../shared/module-layout.module.css';
import styles from './gift-item-dialog.module.css';
import { giftRegistryWord, type GiftRegistryTextField } from './gift-registry-words';
import { changeReservation, reservationsOfConflict } from './gift-reservation-api';

/** The dialog a gift item can have open (`001` §4 "Gift item dialog"). */
export type GiftDialogType = 'IMAGE' | 'RESERVE' | 'CANCEL_RESERVATION';

export interface GiftItemDialogProps {
  type: GiftDialogType;
  item: GiftItem;
  /** The site's reservations, which bound the quantities. */
  reservations: readonly GiftReservation[];
  module: GiftRegistryModule;
  context: ModuleContext;
  /** The server's new list of reservations; the dialog is closed by the caller. */
  onReservationsChanged: (reservations: GiftReservation[]) => void;
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
}: GiftItemDialogProps & { type: 'RESERVE' | 'CANCEL_RESERVATION' }) {
  const { language } = context;
  const words = WORDS[type];
  const bounds =
    type === 'RESERVE'
      ? reserveQuantityBounds(item, reservations)
      : cancelQuantityBounds(item, reservedQuantity(reservations, item.id));
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const buttonText = giftRegistryWord(module, words.button, language);

  const submit = async () => {
    if (context.mode !== 'PUBLIC') {
      setProblem([giftRegistryText('editModeGift', language)]);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const changed = await changeReservation(type === 'RESERVE' ? 'PUT' : 'DELETE', {
        siteId: context.site._id,
        moduleId: module.id,
        itemId: item.id,
        quantity: bounds.fixedAtOne ? 1 : Number(quantity),
        password,
      });
      onReservationsChanged(changed);
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

/** A gift item's open dialog: its large image, or reserving or cancelling pieces (`001` §4, §5). */
export function GiftItemDialog(props: GiftItemDialogProps) {
  const { type, item, context, onClose, returnFocusTo } = props;
  if (type !== 'IMAGE') return <ReservationDialog {...props} type={type} />;
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
