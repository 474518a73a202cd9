import type { Household } from '@eventsite/core/schemas/household';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import styles from './event-invitations.module.css';

export interface HouseholdSelectionProps {
  households: readonly Household[];
  /** The chosen households' ids. */
  selected: ReadonlySet<string>;
  onSelect: (selected: Set<string>) => void;
  /** Opens the choice of events for the chosen households. */
  onSetEvents: () => void;
}

/**
 * Choosing many households at once (issue 34 item 2): all of them, or those with a tag added to the choice;
 * with some chosen, their invitations can be changed together.
 */
export function HouseholdSelection({ households, selected, onSelect, onSetEvents }: HouseholdSelectionProps) {
  const intl = useIntl();
  const allBox = useRef<HTMLInputElement>(null);
  const all = households.length > 0 && households.every((household) => selected.has(household._id));
  const some = selected.size > 0 && !all;
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some;
  }, [some]);
  const tags = [...new Set(households.flatMap((household) => household.tags))].sort((a, b) =>
    a.localeCompare(b, intl.locale),
  );

  return (
    <div
      className={styles.selection}
      role="group"
      aria-label={intl.formatMessage({ id: 'guestList.select.label' })}
    >
      <label className={styles.selectAll}>
        <input
          ref={allBox}
          type="checkbox"
          checked={all}
          onChange={(event) =>
            onSelect(new Set(event.currentTarget.checked ? households.map((household) => household._id) : []))
          }
        />
        {intl.formatMessage({ id: 'guestList.select.all' })}
      </label>
      {tags.length > 0 && (
        <select
          className={styles.tagSelect}
          aria-label={intl.formatMessage({ id: 'guestList.select.byTag' })}
          value=""
          onChange={(event) => {
            const tag = event.currentTarget.value;
            const next = new Set(selected);
            for (const household of households) if (household.tags.includes(tag)) next.add(household._id);
            onSelect(next);
          }}
        >
          <option value="" disabled>
            {intl.formatMessage({ id: 'guestList.select.byTag' })}
          </option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      )}
      {selected.size > 0 && (
        <div className={styles.selectionActions}>
          <span className={styles.selectedCount} aria-live="polite">
            {intl.formatMessage({ id: 'guestList.select.count' }, { count: selected.size })}
          </span>
          <Button variant="quiet" onClick={() => onSelect(new Set())}>
            {intl.formatMessage({ id: 'guestList.select.clear' })}
          </Button>
          <Button variant="secondary" onClick={onSetEvents}>
            {intl.formatMessage({ id: 'guestList.select.setEvents' })}
          </Button>
        </div>
      )}
    </div>
  );
}
