import type { Household } from '@eventsite/core/schemas/household';
import { SearchIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { HOUSEHOLD_SORTS, type HouseholdSort, type HouseholdView } from './household-view';
import styles from './guest-list-page.module.css';

/** Search, tag and order of the guest list (issue 39 item 5), with how many of the households show. */
export function HouseholdViewControls({
  households,
  shown,
  view,
  onChange,
}: {
  households: readonly Household[];
  shown: number;
  view: HouseholdView;
  onChange: (view: HouseholdView) => void;
}) {
  const intl = useIntl();
  const tags = [...new Set(households.flatMap((household) => household.tags))].sort((a, b) =>
    a.localeCompare(b, intl.locale),
  );
  const filtered = view.query.trim() !== '' || view.tag !== '';
  return (
    <div
      className={styles.viewControls}
      role="search"
      aria-label={intl.formatMessage({ id: 'guestList.view.label' })}
    >
      <label className={styles.searchField}>
        <SearchIcon size={16} aria-hidden className={styles.searchIcon} />
        <input
          type="search"
          className={styles.searchInput}
          value={view.query}
          placeholder={intl.formatMessage({ id: 'guestList.view.search' })}
          aria-label={intl.formatMessage({ id: 'guestList.view.search' })}
          onChange={(event) => onChange({ ...view, query: event.currentTarget.value })}
        />
      </label>
      {tags.length > 0 && (
        <label className={styles.viewChoice}>
          <span className={styles.viewChoiceLabel}>{intl.formatMessage({ id: 'guestList.view.tag' })}</span>
          <select
            className={styles.select}
            value={view.tag}
            onChange={(event) => onChange({ ...view, tag: event.currentTarget.value })}
          >
            <option value="">{intl.formatMessage({ id: 'guestList.view.tag.all' })}</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.viewChoice}>
        <span className={styles.viewChoiceLabel}>{intl.formatMessage({ id: 'guestList.view.sort' })}</span>
        <select
          className={styles.select}
          value={view.sort}
          onChange={(event) => onChange({ ...view, sort: event.currentTarget.value as HouseholdSort })}
        >
          {HOUSEHOLD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: `guestList.view.sort.${sort}` })}
            </option>
          ))}
        </select>
      </label>
      {filtered && (
        <p className={styles.viewShown} role="status">
          {intl.formatMessage({ id: 'guestList.view.shown' }, { shown, count: households.length })}
        </p>
      )}
    </div>
  );
}
