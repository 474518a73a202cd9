import type { SeatingVisibility } from '@eventsite/core/schemas/seating';
import { PRINT_PRICES_ORE } from '@eventsite/core/constants/print-prices';
import { DownloadIcon, PrinterIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useAppConfig } from '../../../lib/app-context';
import type { MessageId } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useFormatPrice } from '../../../lib/use-format-price';
import { seatingDownloadPath, type SeatingDownload } from '../api/seating-plan';
import styles from './seating.module.css';

/** When guests see their table and whether they may search the plan (issue 35 item 4). */
export function VisibilitySettings({
  visibility,
  eventDay,
  onChange,
}: {
  visibility: SeatingVisibility;
  /** The seated event's day (YYYY-MM-DD), the default; null when the site does not know it. */
  eventDay: string | null;
  onChange: (visibility: SeatingVisibility) => void;
}) {
  const intl = useIntl();
  const dayText =
    eventDay === null
      ? null
      : intl.formatDate(`${eventDay}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section className={styles.panel} aria-labelledby="seating-visibility">
      <h2 id="seating-visibility" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'seating.visibility.title' })}
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'seating.visibility.from' })}
        hint={
          dayText === null
            ? intl.formatMessage({ id: 'seating.visibility.fromHintNoDay' })
            : intl.formatMessage({ id: 'seating.visibility.fromHint' }, { day: dayText })
        }
        type="date"
        value={visibility.from ?? ''}
        onChange={(event) => onChange({ ...visibility, from: event.currentTarget.value || null })}
      />
      <CheckboxField
        label={intl.formatMessage({ id: 'seating.visibility.searchable' })}
        checked={visibility.searchable}
        onChange={(event) => onChange({ ...visibility, searchable: event.currentTarget.checked })}
      />
    </section>
  );
}

const DOWNLOADS: readonly { label: MessageId; download: SeatingDownload }[] = [
  { label: 'seating.downloads.planA3', download: { file: 'plan', size: 'A3' } },
  { label: 'seating.downloads.planA2', download: { file: 'plan', size: 'A2' } },
  {
    label: 'seating.downloads.cardsFolded',
    download: { file: 'placeCards', format: 'folded', diets: false },
  },
  {
    label: 'seating.downloads.cardsFoldedDiets',
    download: { file: 'placeCards', format: 'folded', diets: true },
  },
  { label: 'seating.downloads.cardsFlat', download: { file: 'placeCards', format: 'flat', diets: false } },
  {
    label: 'seating.downloads.cardsFlatDiets',
    download: { file: 'placeCards', format: 'flat', diets: true },
  },
  { label: 'seating.downloads.tableCards', download: { file: 'tableCards' } },
  { label: 'seating.downloads.sheet', download: { file: 'sheet' } },
];

/** The plan's prints and the venue's sheet (issue 35 items 2–3), as the server makes them from the saved plan. */
export function SeatingDownloads({
  siteId,
  eventId,
  ready,
  placed,
}: {
  siteId: string;
  eventId: string | null;
  /** Everything saved: a download made now holds the plan as shown. */
  ready: boolean;
  /** How many guests have a seat: printed place cards need one at least. */
  placed: number;
}) {
  const intl = useIntl();
  const { brand } = useAppConfig();
  return (
    <section className={styles.panel} aria-labelledby="seating-downloads">
      <h2 id="seating-downloads" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'seating.downloads.title' })}
      </h2>
      <p className={styles.hint}>
        {intl.formatMessage({ id: ready ? 'seating.downloads.lead' : 'seating.downloads.saving' })}
      </p>
      <ul className={styles.downloads}>
        {DOWNLOADS.map(({ label, download }) => (
          <li key={label}>
            <a
              className={buttonClassName({ variant: 'secondary', className: styles.download })}
              href={seatingDownloadPath(siteId, eventId, download)}
              download
              aria-disabled={!ready || undefined}
              onClick={(event) => !ready && event.preventDefault()}
            >
              <DownloadIcon size={16} aria-hidden="true" />
              {intl.formatMessage({ id: label })}
            </a>
          </li>
        ))}
      </ul>
      {brand === 'wedding' && (
        <PlaceCardOrderOffer siteId={siteId} eventId={eventId} enabled={ready && placed > 0} />
      )}
    </section>
  );
}

/**
 * The wedding brand's printed place cards (issue 35 item 2): into the invitations' checkout, once the plan
 * is saved with someone seated. The other brands print at home.
 */
function PlaceCardOrderOffer({
  siteId,
  eventId,
  enabled,
}: {
  siteId: string;
  eventId: string | null;
  enabled: boolean;
}) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const formatPrice = useFormatPrice();
  return (
    <div className={styles.orderOffer}>
      <h3 className={styles.orderOfferTitle}>{intl.formatMessage({ id: 'seating.order.title' })}</h3>
      <p className={styles.hint}>
        {intl.formatMessage(
          { id: enabled ? 'seating.order.lead' : 'seating.order.empty' },
          { price: formatPrice(PRINT_PRICES_ORE[market].placeCard) },
        )}
      </p>
      <Link
        className={buttonClassName({ fullWidth: true })}
        to={paths.placeCardOrder(siteId, eventId)}
        aria-disabled={!enabled || undefined}
        onClick={(event) => !enabled && event.preventDefault()}
      >
        <PrinterIcon size={18} aria-hidden="true" />
        {intl.formatMessage({ id: 'seating.order.button' })}
      </Link>
    </div>
  );
}
