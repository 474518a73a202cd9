import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { HouseholdsResponse } from '@eventsite/core/api/households';
import type { Household, HouseholdCounts } from '@eventsite/core/schemas/household';
import { LinkIcon, PencilIcon, PlusIcon, TrashIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { CountTiles } from '../../../components/owner-screen/count-tiles';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Loading } from '../../../components/ui/loading';
import { useScreenTitle } from '../../../lib/document-title';
import { languageNameIn } from '@eventsite/core/rules/language-names';
import { useGuestListSite } from '../api/get-guest-list-site';
import {
  useChangeHousehold,
  useHouseholds,
  useImportHouseholds,
  useSetHouseholdEvents,
} from '../api/households';
import { downloadLinks } from '../export/download-links';
import { BulkEventsDialog } from './bulk-events-dialog';
import { EventCounts } from './event-counts';
import { HouseholdDialog } from './household-dialog';
import { HouseholdEvents } from './household-events';
import { HouseholdSelection } from './household-selection';
import { ALL_HOUSEHOLDS, viewHouseholds, type HouseholdView } from './household-view';
import { HouseholdViewControls } from './household-view-controls';
import { householdLink } from './household-link';
import { ImportDialog } from './import-dialog';
import { invitedEvents, programmeEvents, type ProgrammeEvent } from './programme-events';
import { OverMaxNote } from './over-max-note';
import { RemindersPanel } from './reminders-panel';
import { rsvpMaxGuests } from './rsvp-max-guests';
import styles from './guest-list-page.module.css';
import eventStyles from './event-invitations.module.css';
import { paths } from '../../../lib/paths';

type Editing = { kind: 'add' } | { kind: 'edit'; household: Household } | null;

function Counts({ households, people }: { households: HouseholdCounts; people: HouseholdCounts }) {
  const intl = useIntl();
  const keys = ['invited', 'yes', 'no', 'notAnswered'] as const;
  return (
    <CountTiles
      label={intl.formatMessage({ id: 'guestList.counts.label' })}
      tiles={keys.map((key) => ({
        key,
        label: intl.formatMessage({ id: `guestList.counts.${key}` }),
        value: people[key],
        detail: intl.formatMessage(
          { id: 'guestList.counts.detail' },
          { people: people[key], households: households[key] },
        ),
        accent: key === 'yes',
      }))}
    />
  );
}

/** Each member's own answer, and for the events that ask, whether they come to each (issue 39 item 5). */
function MemberAnswers({ household, events }: { household: Household; events: readonly ProgrammeEvent[] }) {
  const intl = useIntl();
  return (
    <ul
      className={styles.memberAnswers}
      aria-label={intl.formatMessage({ id: 'guestList.memberAnswers' }, { name: household.name })}
    >
      {household.memberAnswers.map((member, index) => {
        const attending = events.flatMap((event) => {
          const entry = member.attendance.find((found) => found.eventId === event.id);
          return entry ? [{ event, attending: entry.attending }] : [];
        });
        return (
          <li key={`${index}-${member.name}`} className={styles.memberAnswer}>
            <span className={styles.memberName}>{member.name}</span>
            <span className={`${styles.memberStatus} ${styles[`memberStatus_${member.status}`]}`}>
              {intl.formatMessage({ id: `guestList.status.${member.status}` })}
            </span>
            {attending.map(({ event, attending: comes }) => (
              <span key={event.id} className={styles.memberEvent}>
                {event.title}:{' '}
                {intl.formatMessage({ id: comes ? 'guestList.status.yes' : 'guestList.status.no' })}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

function CopyLinkButton({ link }: { link: string | null }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      className={styles.copy}
      disabled={link === null}
      onClick={() => {
        if (link === null) return;
        void navigator.clipboard.writeText(link).then(() => setCopied(true));
      }}
    >
      <LinkIcon size={16} strokeWidth={2} />
      <span aria-live="polite">
        {intl.formatMessage({ id: copied ? 'guestList.linkCopied' : 'guestList.copyLink' })}
      </span>
    </Button>
  );
}

function HouseholdCard({
  household,
  link,
  showLanguage,
  events,
  maxGuests,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  household: Household;
  link: string | null;
  showLanguage: boolean;
  /** How many guests the site's RSVP takes in one answer; null without an RSVP. */
  maxGuests: number | null;
  /** The site's programme; with one, the row shows its events and can be chosen for a change of many. */
  events: readonly ProgrammeEvent[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const details = [
    showLanguage ? languageNameIn(intl.locale, household.language) : '',
    household.mail,
    household.phone,
  ].filter(Boolean);
  const reminded = household.lastRemindedAt
    ? intl.formatMessage(
        { id: 'guestList.reminded' },
        { date: intl.formatDate(household.lastRemindedAt, { day: 'numeric', month: 'short' }) },
      )
    : null;
  return (
    <li className={styles.household} data-testid="household">
      <div className={styles.householdMain}>
        <div className={styles.householdTitle}>
          {events.length > 0 && (
            <input
              type="checkbox"
              className={eventStyles.rowBox}
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={intl.formatMessage({ id: 'guestList.select.one' }, { name: household.name })}
            />
          )}
          <h2 className={styles.householdName}>{household.name}</h2>
          <span className={`${styles.status} ${styles[`status_${household.answerStatus}`]}`}>
            {intl.formatMessage({ id: `guestList.status.${household.answerStatus}` })}
          </span>
        </div>
        {household.answerStatus === 'notAnswered' ? (
          <p className={styles.members}>
            <span className={styles.memberCount}>
              {intl.formatMessage({ id: 'guestList.members' }, { count: household.members.length })}
            </span>
            {household.members.join(', ')}
          </p>
        ) : (
          <MemberAnswers household={household} events={events} />
        )}
        <OverMaxNote count={household.members.length} max={maxGuests} />
        <HouseholdEvents events={events} invited={household.events} />
        {(details.length > 0 || household.tags.length > 0 || reminded) && (
          <p className={styles.details}>
            {details.map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
            {reminded && (
              <span className={styles.reminded} data-testid="household-reminded">
                {reminded}
              </span>
            )}
            {household.tags.map((tag) => (
              <span key={`tag-${tag}`} className={styles.tag}>
                {tag}
              </span>
            ))}
          </p>
        )}
      </div>
      <div
        className={styles.householdActions}
        role="group"
        aria-label={intl.formatMessage({ id: 'guestList.householdActions' }, { name: household.name })}
      >
        <CopyLinkButton link={link} />
        <Button variant="quiet" className={styles.iconButton} onClick={onEdit}>
          <PencilIcon size={18} />
          <span className={styles.iconLabel}>{intl.formatMessage({ id: 'guestList.edit' })}</span>
        </Button>
        <Button variant="quiet" className={`${styles.iconButton} ${styles.danger}`} onClick={onDelete}>
          <TrashIcon size={18} />
          <span className={styles.iconLabel}>{intl.formatMessage({ id: 'guestList.delete' })}</span>
        </Button>
      </div>
    </li>
  );
}

/** RSVPs refused because no name was on the list, so the owner can add those guests or reach them. */
function UninvitedAttempts({ attempts }: { attempts: HouseholdsResponse['uninvitedAttempts'] }) {
  const intl = useIntl();
  if (attempts.length === 0) return null;
  return (
    <section className={styles.attempts} aria-labelledby="uninvited-attempts">
      <h2 id="uninvited-attempts" className={styles.attemptsTitle}>
        {intl.formatMessage({ id: 'guestList.attempts.title' })}
      </h2>
      <p className={styles.fieldHint}>{intl.formatMessage({ id: 'guestList.attempts.lead' })}</p>
      <ul className={styles.attemptList}>
        {attempts.map((attempt) => (
          <li key={`${attempt.createdAt}-${attempt.names.join()}`}>
            <strong>{attempt.names.join(', ') || '–'}</strong>
            <span className={styles.fieldHint}>
              {intl.formatMessage(
                { id: 'guestList.attempts.when' },
                {
                  date: intl.formatDate(attempt.createdAt, { dateStyle: 'medium' }),
                  time: intl.formatTime(attempt.createdAt, { timeStyle: 'short' }),
                },
              )}
            </span>
            {attempt.message !== '' && (
              <div className={styles.attemptNote}>
                <p>{attempt.message}</p>
                <a href={`mailto:${attempt.mail}`}>
                  {intl.formatMessage({ id: 'guestList.attempts.answer' }, { mail: attempt.mail })}
                </a>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The guest list (issue 21, `/redigera/{siteId}/gaster`): the households with their answer counts, each with
 * a personal link to copy, added one by one or imported from a sheet, edited and deleted; all the links can
 * be downloaded as a sheet.
 */
export function GuestListPage() {
  const intl = useIntl();
  const showError = useErrorDialog();
  const { siteId = '' } = useParams();
  const site = useGuestListSite(siteId);
  const list = useHouseholds(siteId);
  const change = useChangeHousehold(siteId);
  const importRows = useImportHouseholds(siteId);
  const setEvents = useSetHouseholdEvents(siteId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [settingEvents, setSettingEvents] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Household | null>(null);
  const [eraseAnswers, setEraseAnswers] = useState(false);
  const [importing, setImporting] = useState(false);
  const [view, setView] = useState<HouseholdView>(ALL_HOUSEHOLDS);
  useScreenTitle(intl.formatMessage({ id: 'guestList.title' }));

  const loadError = site.error ?? list.error;
  useEffect(() => {
    if (loadError) showError(loadError, { summary: intl.formatMessage({ id: 'guestList.loadFailed' }) });
  }, [loadError, showError, intl]);

  const title = intl.formatMessage({ id: 'guestList.title' });
  if (site.isPending || list.isPending) {
    return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  }
  if (site.isError || list.isError) {
    return (
      <OwnerScreen siteId={siteId} title={title}>
        <p className={styles.empty}>{intl.formatMessage({ id: 'guestList.loadFailed' })}</p>
      </OwnerScreen>
    );
  }

  const { households, counts, people, eventCounts } = list.data;
  const events = programmeEvents(site.data, intl);
  const maxGuests = rsvpMaxGuests(site.data);
  const shown = viewHouseholds(households, view, intl.locale);
  // A household deleted meanwhile drops out of the choice.
  const chosen = households.filter((household) => selected.has(household._id));
  const host = site.data.host;
  const languages: SiteLanguageCode[] = site.data.availableLanguages.map((entry) => entry.languageCode);
  const linkOf = (household: Household) => householdLink(host, household);
  const saveFailed = (error: Error) =>
    showError(error, { summary: intl.formatMessage({ id: 'guestList.form.saveFailed' }) });

  const download = () =>
    void downloadLinks(
      {
        households,
        linkOf: (household) => linkOf(household) ?? '',
        statusText: (household) => intl.formatMessage({ id: `guestList.status.${household.answerStatus}` }),
        eventsText:
          events.length > 0
            ? (household) => {
                const invited = invitedEvents(events, household.events);
                if (invited === null) return intl.formatMessage({ id: 'guestList.events.allShort' });
                if (invited.length === 0) return intl.formatMessage({ id: 'guestList.events.none' });
                return invited.map((event) => event.title).join(', ');
              }
            : undefined,
        languageName: (code) => languageNameIn(intl.locale, code),
        texts: {
          sheet: title,
          name: intl.formatMessage({ id: 'guestList.sheet.name' }),
          members: intl.formatMessage({ id: 'guestList.sheet.members' }),
          mail: intl.formatMessage({ id: 'guestList.sheet.mail' }),
          phone: intl.formatMessage({ id: 'guestList.sheet.phone' }),
          language: intl.formatMessage({ id: 'guestList.sheet.language' }),
          tags: intl.formatMessage({ id: 'guestList.sheet.tags' }),
          link: intl.formatMessage({ id: 'guestList.sheet.link' }),
          status: intl.formatMessage({ id: 'guestList.sheet.status' }),
          events: intl.formatMessage({ id: 'guestList.events.invitedTo' }),
        },
      },
      intl.formatMessage({ id: 'guestList.sheet.fileName' }),
    );

  return (
    <OwnerScreen siteId={siteId} title={title} lead={intl.formatMessage({ id: 'guestList.lead' })} wide>
      <Counts households={counts} people={people} />
      <EventCounts events={events} counts={eventCounts} />
      <div className={styles.actionBar}>
        <Button onClick={() => setEditing({ kind: 'add' })}>
          <PlusIcon size={18} />
          {intl.formatMessage({ id: 'guestList.add' })}
        </Button>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          {intl.formatMessage({ id: 'guestList.import' })}
        </Button>
        <Button variant="quiet" disabled={households.length === 0} onClick={download}>
          {intl.formatMessage({ id: 'guestList.downloadLinks' })}
        </Button>
      </div>
      {!host && households.length > 0 && (
        <p className={styles.notice}>
          {intl.formatMessage({ id: 'guestList.noAddress' })}{' '}
          <RouterLink to={paths.chooseAddress(siteId)}>
            {intl.formatMessage({ id: 'guestList.noAddressLink' })}
          </RouterLink>
        </p>
      )}
      {households.length > 0 && <RemindersPanel siteId={siteId} households={households} />}
      {households.length === 0 ? (
        <div className={styles.emptyCard}>
          <h2 className={styles.emptyTitle}>{intl.formatMessage({ id: 'guestList.empty.title' })}</h2>
          <p>{intl.formatMessage({ id: 'guestList.empty.text' })}</p>
        </div>
      ) : (
        <>
          <HouseholdViewControls
            households={households}
            shown={shown.length}
            view={view}
            onChange={setView}
          />
          {events.length > 0 && shown.length > 0 && (
            <HouseholdSelection
              households={shown}
              selected={new Set(chosen.map((household) => household._id))}
              onSelect={setSelected}
              onSetEvents={() => setSettingEvents(true)}
            />
          )}
          {shown.length === 0 && (
            <p className={styles.empty}>{intl.formatMessage({ id: 'guestList.view.noMatch' })}</p>
          )}
          <ul className={styles.list}>
            {shown.map((household) => (
              <HouseholdCard
                key={household._id}
                household={household}
                link={linkOf(household)}
                showLanguage={languages.length > 1}
                events={events}
                maxGuests={maxGuests}
                selected={selected.has(household._id)}
                onSelect={(on) => {
                  const next = new Set(selected);
                  if (on) next.add(household._id);
                  else next.delete(household._id);
                  setSelected(next);
                }}
                onEdit={() => setEditing({ kind: 'edit', household })}
                onDelete={() => setDeleting(household)}
              />
            ))}
          </ul>
        </>
      )}
      <UninvitedAttempts attempts={list.data.uninvitedAttempts} />
      {editing && (
        <HouseholdDialog
          key={editing.kind === 'edit' ? editing.household._id : 'new'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          household={editing.kind === 'edit' ? editing.household : null}
          languages={languages}
          events={events}
          rsvpMaxGuests={maxGuests}
          busy={change.isPending}
          onSave={(input) =>
            change.mutate(
              editing.kind === 'edit'
                ? { kind: 'edit', householdId: editing.household._id, input }
                : { kind: 'add', input },
              { onSuccess: () => setEditing(null), onError: saveFailed },
            )
          }
          onNewLink={
            editing.kind === 'edit'
              ? () =>
                  change.mutate(
                    { kind: 'newLink', householdId: editing.household._id },
                    { onSuccess: () => setEditing(null), onError: saveFailed },
                  )
              : undefined
          }
        />
      )}
      {settingEvents && chosen.length > 0 && (
        <BulkEventsDialog
          onOpenChange={setSettingEvents}
          names={chosen.map((household) => household.name)}
          events={events}
          busy={setEvents.isPending}
          onSave={(invitedTo) =>
            setEvents.mutate(
              { householdIds: chosen.map((household) => household._id), events: invitedTo },
              {
                onSuccess: () => {
                  setSettingEvents(false);
                  setSelected(new Set());
                },
                onError: (error) =>
                  showError(error, { summary: intl.formatMessage({ id: 'guestList.bulk.failed' }) }),
              },
            )
          }
        />
      )}
      {importing && (
        <ImportDialog
          open
          onOpenChange={setImporting}
          languages={languages}
          listed={households}
          busy={importRows.isPending}
          onImport={(rows, duplicates) =>
            importRows.mutate(
              { rows, duplicates },
              {
                onSuccess: () => setImporting(false),
                onError: (error) =>
                  showError(error, { summary: intl.formatMessage({ id: 'guestList.import.failed' }) }),
              },
            )
          }
        />
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open || change.isPending) return;
          setDeleting(null);
          setEraseAnswers(false);
        }}
        tone="danger"
        title={intl.formatMessage({ id: 'guestList.delete.title' }, { name: deleting?.name ?? '' })}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={change.isPending}>
                {intl.formatMessage({ id: 'guestList.form.cancel' })}
              </Button>
            </DialogClose>
            <Button
              busy={change.isPending}
              onClick={() =>
                deleting &&
                change.mutate(
                  { kind: 'delete', householdId: deleting._id, eraseAnswers },
                  {
                    onSuccess: () => {
                      setDeleting(null);
                      setEraseAnswers(false);
                    },
                    onError: (error) =>
                      showError(error, { summary: intl.formatMessage({ id: 'guestList.delete.failed' }) }),
                  },
                )
              }
            >
              {intl.formatMessage({ id: 'guestList.delete.confirm' })}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'guestList.delete.text' })}</p>
        <label className={styles.eraseAnswers}>
          <input
            type="checkbox"
            checked={eraseAnswers}
            onChange={(event) => setEraseAnswers(event.target.checked)}
          />
          {intl.formatMessage({ id: 'guestList.delete.eraseAnswers' })}
        </label>
      </Dialog>
    </OwnerScreen>
  );
}
