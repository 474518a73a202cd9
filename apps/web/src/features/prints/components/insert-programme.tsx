import { PRINT_PROGRAMME_PLACEHOLDER } from '@eventsite/core';
import { ListPlusIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import styles from './print-editor.module.css';

export interface InsertProgrammeProps {
  /** Puts the programme's placeholder into the text last written in (the back's, before any). */
  onInsert: () => void;
}

/**
 * 'Infoga program' (issue 34 item 6): the site's programme on the card, each household's card listing the
 * events that household is invited to. Shown while editing a card of a site that has a programme.
 */
export function InsertProgramme({ onInsert }: InsertProgrammeProps) {
  const intl = useIntl();
  return (
    <div className={styles.programme}>
      <Button
        type="button"
        variant="secondary"
        // Keeps the text being written focused until the click, so its words are handed over first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onInsert}
      >
        <ListPlusIcon size={18} aria-hidden="true" />
        {intl.formatMessage({ id: 'prints.editor.insertProgramme' })}
      </Button>
      <p className={styles.hint}>
        {intl.formatMessage(
          { id: 'prints.editor.programmeHint' },
          { placeholder: PRINT_PROGRAMME_PLACEHOLDER },
        )}
      </p>
    </div>
  );
}
