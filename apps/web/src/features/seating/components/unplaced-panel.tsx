import { useDroppable } from '@dnd-kit/core';
import { seatedPersonKey, type SeatingGuest } from '@eventsite/core/schemas/seating';
import { UsersIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { PersonChip } from './person-chip';
import styles from './seating.module.css';

/** The people without a seat, grouped by party; a party's name picks all of it at once. */
export function UnplacedPanel({
  guests,
  pickedKeys,
  onPickPerson,
  onPickParty,
}: {
  /** The unplaced, in the guests' order (parties together). */
  guests: readonly SeatingGuest[];
  pickedKeys: ReadonlySet<string>;
  onPickPerson: (guest: SeatingGuest) => void;
  onPickParty: (people: SeatingGuest[]) => void;
}) {
  const intl = useIntl();
  const drop = useDroppable({ id: 'unplaced', data: { tableId: null } });
  const parties = new Map<string, SeatingGuest[]>();
  for (const guest of guests)
    parties.set(guest.householdId, [...(parties.get(guest.householdId) ?? []), guest]);
  return (
    <section
      ref={drop.setNodeRef}
      className={drop.isOver ? `${styles.unplaced} ${styles.over}` : styles.unplaced}
      aria-labelledby="seating-unplaced"
    >
      <h2 id="seating-unplaced" className={styles.sectionTitle} tabIndex={-1}>
        {intl.formatMessage({ id: 'seating.unplaced.title' }, { count: guests.length })}
      </h2>
      {guests.length === 0 ? (
        <p className={styles.hint}>{intl.formatMessage({ id: 'seating.unplaced.none' })}</p>
      ) : (
        <>
          <p className={styles.hint}>{intl.formatMessage({ id: 'seating.unplaced.hint' })}</p>
          <ul className={styles.parties}>
            {[...parties.entries()].map(([id, people]) => {
              const party = people[0]?.party ?? '';
              const whole = people.every((person) => pickedKeys.has(seatedPersonKey(person)));
              return (
                <li key={id} className={styles.party} data-testid="party">
                  {people.length > 1 ? (
                    <button
                      type="button"
                      className={whole ? `${styles.partyButton} ${styles.picked}` : styles.partyButton}
                      aria-pressed={whole}
                      aria-label={intl.formatMessage(
                        { id: 'seating.unplaced.pickParty' },
                        { party, count: people.length },
                      )}
                      onClick={() => onPickParty(people)}
                    >
                      <UsersIcon size={14} aria-hidden="true" />
                      {party}
                      <span className={styles.partySize} aria-hidden="true">
                        {people.length}
                      </span>
                    </button>
                  ) : null}
                  <ul className={styles.people}>
                    {people.map((guest) => (
                      <li key={seatedPersonKey(guest)}>
                        <PersonChip
                          guest={guest}
                          picked={pickedKeys.has(seatedPersonKey(guest))}
                          onPick={() => onPickPerson(guest)}
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
