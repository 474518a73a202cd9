import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { Loading } from '../../../components/ui/loading';
import { useScreenTitle } from '../../../lib/document-title';
import { useSeatingSite } from '../api/get-seating-site';
import { useSeatingPlan } from '../api/seating-plan';
import { SeatingEditor } from './seating-editor';
import { defaultSeatingEvent, seatingEventsOf } from './seating-events';
import styles from './seating.module.css';

/** The query parameter naming the programme's event seated, as the answers screens name theirs. */
export const SEATING_EVENT_PARAMETER = 'evenemang';

/**
 * The seating plan (issue 35 item 1, `/redigera/{siteId}/placering`): one event of the programme at a time
 * (`?evenemang=`, by default the dinner: `defaultSeatingEvent`), or the whole day on a site without one.
 */
export function SeatingPage() {
  const intl = useIntl();
  const showError = useErrorDialog();
  const { siteId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const site = useSeatingSite(siteId);
  const events = site.data
    ? seatingEventsOf(site.data, intl.locale, (number) =>
        intl.formatMessage({ id: 'seating.events.untitled' }, { number }),
      )
    : [];
  const asked = searchParams.get(SEATING_EVENT_PARAMETER);
  const event = events.find((candidate) => candidate.id === asked) ?? defaultSeatingEvent(events);
  const eventId = event?.id ?? null;
  const plan = useSeatingPlan(siteId, eventId, site.isSuccess);
  const title = intl.formatMessage({ id: 'seating.title' });
  useScreenTitle(title);

  const loadError = site.error ?? plan.error;
  useEffect(() => {
    if (loadError) showError(loadError, { summary: intl.formatMessage({ id: 'seating.loadFailed' }) });
  }, [loadError, showError, intl]);

  if (site.isError || plan.isError) {
    return (
      <OwnerScreen siteId={siteId} title={title}>
        <p className={styles.emptyCard}>{intl.formatMessage({ id: 'seating.loadFailed' })}</p>
      </OwnerScreen>
    );
  }
  if (site.isPending || plan.isPending) {
    return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  }

  return (
    <OwnerScreen siteId={siteId} title={title} lead={intl.formatMessage({ id: 'seating.lead' })} wide>
      {events.length > 1 && (
        <label className={styles.eventChoice}>
          <span className={styles.fieldLabel}>{intl.formatMessage({ id: 'seating.events.label' })}</span>
          <select
            className={styles.select}
            value={eventId ?? ''}
            onChange={(change) =>
              setSearchParams({ [SEATING_EVENT_PARAMETER]: change.currentTarget.value }, { replace: true })
            }
          >
            {events.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {events.length === 1 && event && (
        <p className={styles.eventName}>
          {intl.formatMessage({ id: 'seating.events.one' }, { event: event.title })}
        </p>
      )}
      {events.length === 0 && (
        <p className={styles.eventName}>{intl.formatMessage({ id: 'seating.events.wholeDay' })}</p>
      )}
      <SeatingEditor
        key={eventId ?? ''}
        siteId={siteId}
        eventId={eventId}
        eventDay={event?.day ?? null}
        plan={plan.data}
      />
    </OwnerScreen>
  );
}
