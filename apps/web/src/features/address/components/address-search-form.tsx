import { normaliseAddressName } from '@eventsite/core/rules/address-names';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import styles from './address.module.css';

interface AddressSearchFormProps {
  id: string;
  label: ReactNode;
  name: string;
  /** Gets the typed name already normalised (`000` §4). */
  onNameChange: (name: string) => void;
  /** What follows the name, e.g. '.party.se' or '.se'. */
  suffix: string;
  /** The search button shows only when a search makes sense (`000` §4). */
  canSearch: boolean;
  searching: boolean;
  onSearch: () => void;
  /** Below the name field, e.g. the top-level domain choice. */
  children?: ReactNode;
}

/** The name field with its fixed ending and search button, shared by the subdomain and domain searches. */
export function AddressSearchForm({
  id,
  label,
  name,
  onNameChange,
  suffix,
  canSearch,
  searching,
  onSearch,
  children,
}: AddressSearchFormProps) {
  const intl = useIntl();
  return (
    <form
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSearch) onSearch();
      }}
    >
      <label className={styles.searchLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <div className={styles.nameField}>
          <input
            id={id}
            className={styles.nameInput}
            value={name}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={intl.formatMessage({ id: 'address.example.name' })}
            onChange={(event) => onNameChange(normaliseAddressName(event.target.value))}
          />
          <span className={styles.suffix}>{suffix}</span>
        </div>
        {canSearch && (
          <Button type="submit" busy={searching}>
            <FormattedMessage id="address.search" />
          </Button>
        )}
      </div>
      {children}
    </form>
  );
}
