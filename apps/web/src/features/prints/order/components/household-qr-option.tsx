import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './print-order.module.css';

/** What decides whether the cards can carry a personal QR per household. */
export interface HouseholdQrAvailability {
  households: number;
  /** The households rounded up to tens; null when more than one order holds. */
  quantity: number | null;
  /** The card shows a QR code (it is not hidden). */
  printHasQr: boolean;
  /** The site has an address the personal links open. */
  siteHasHost: boolean;
  /** The print partner can print cards that all differ (`/api/config`'s `printsHouseholdCards`). */
  partnerPrintsEachCard: boolean;
  /** The card is a thank-you card (issue 37 item 4): the option is told as one card per household. */
  thankYou: boolean;
}

type BlockedMessage =
  | 'printOrder.householdQr.notByPrinter'
  | 'printOrder.householdQr.tooMany'
  | 'printOrder.householdQr.needsHost'
  | 'printOrder.householdQr.needsQr';

/** Why the option cannot be chosen, or null when it can. */
function blockedBy(availability: HouseholdQrAvailability): BlockedMessage | null {
  // First: nothing the owner does can change it.
  if (!availability.partnerPrintsEachCard) return 'printOrder.householdQr.notByPrinter';
  if (availability.quantity === null) return 'printOrder.householdQr.tooMany';
  if (!availability.siteHasHost) return 'printOrder.householdQr.needsHost';
  if (!availability.printHasQr) return 'printOrder.householdQr.needsQr';
  return null;
}

/**
 * A personal QR per household (issue 21 item 5): each card's QR opens one household's personal link and
 * its name is printed on the back; the quantity then follows the guest list, rounded up to tens.
 */
export function HouseholdQrOption({
  availability,
  checked,
  onChange,
}: {
  availability: HouseholdQrAvailability;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const explainedId = useId();
  const blocked = blockedBy(availability);
  const { households, quantity } = availability;
  const spares = quantity === null ? 0 : quantity - households;
  return (
    <div className={styles.householdQr}>
      <label className={`${styles.option} ${styles.householdQrOption}`}>
        <input
          type="checkbox"
          checked={checked}
          disabled={blocked !== null}
          aria-describedby={explainedId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className={styles.optionText}>
          <span className={styles.optionName}>
            <FormattedMessage
              id={
                availability.thankYou
                  ? 'printOrder.householdQr.titleThankYou'
                  : 'printOrder.householdQr.title'
              }
            />
          </span>
          <span id={explainedId} className={styles.optionDetail}>
            <FormattedMessage
              id={
                availability.thankYou
                  ? 'printOrder.householdQr.explainThankYou'
                  : 'printOrder.householdQr.explain'
              }
            />
          </span>
          {blocked === null ? (
            <span className={styles.householdQrCount}>
              <FormattedMessage id="printOrder.householdQr.count" values={{ households, quantity }} />
              {spares > 0 && (
                <>
                  {' '}
                  <FormattedMessage id="printOrder.householdQr.spares" values={{ spares }} />
                </>
              )}
            </span>
          ) : (
            <span className={styles.householdQrBlocked}>
              <FormattedMessage id={blocked} values={{ households }} />
            </span>
          )}
        </span>
      </label>
      {checked && (
        <p className={styles.hint} role="note">
          <FormattedMessage id="printOrder.householdQr.linksFixed" />
        </p>
      )}
    </div>
  );
}
