import { PlusIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { MAX_RECEIVER_ADDRESSES } from '@eventsite/core/constants/rsvp';
import { findInvalidRecipients } from '@eventsite/core/editor/form-recipients/find-invalid-recipients';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import questionStyles from './questions-editor.module.css';
import { useFormEditorText } from './module-editor-texts';
import styles from './recipients-editor.module.css';

export interface RecipientsEditorProps {
  /** The mails as typed; at least one field is always shown. */
  recipients: readonly string[];
  onChange: (recipients: string[]) => void;
  /** The first address cannot be removed (a legacy site's receivers, `002` §5). */
  keepFirst?: boolean;
}

/**
 * Who gets the answers (`002` §3 `formRecipients`, §5): mail fields, the first required, at most six. The
 * dialog trims them and drops the empty ones when it applies.
 */
export function RecipientsEditor({ recipients, onChange, keepFirst = false }: RecipientsEditorProps) {
  const intl = useIntl();
  const t = useFormEditorText();
  const titleId = useId();
  const fields = recipients.length === 0 ? [''] : recipients;
  const problems = findInvalidRecipients(fields);
  const errorOf = (index: number) => {
    if (index === 0 && problems.some((problem) => problem.type === 'NONE')) return t('recipients.required');
    return problems.some((problem) => problem.type === 'INVALID_MAIL' && problem.index === index)
      ? intl.formatMessage({ id: 'validation.typeMismatch.email' })
      : undefined;
  };
  const change = (index: number, value: string) =>
    onChange(fields.map((existing, i) => (i === index ? value : existing)));

  return (
    <section className={styles.recipients} aria-labelledby={titleId}>
      <div>
        <h3 id={titleId} className={styles.title}>
          {t('recipients.title')}
        </h3>
        <p className={styles.lead}>{t('recipients.lead')}</p>
      </div>
      <ul className={styles.list}>
        {fields.map((recipient, index) => (
          <li key={index} className={styles.row}>
            <TextField
              className={styles.field}
              type="email"
              autoComplete="email"
              inputMode="email"
              label={t('recipients.mail', { number: index + 1 })}
              value={recipient}
              aria-required={index === 0 || undefined}
              customError={errorOf(index)}
              onChange={(event) => change(index, event.currentTarget.value)}
            />
            {fields.length > 1 && !(keepFirst && index === 0) && (
              <button
                type="button"
                className={`${questionStyles.iconButton} ${styles.remove}`}
                aria-label={t('recipients.remove', { number: index + 1 })}
                onClick={() => onChange(fields.filter((_, i) => i !== index))}
              >
                <XIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      {fields.length < MAX_RECEIVER_ADDRESSES && (
        <Button variant="quiet" className={styles.add} onClick={() => onChange([...fields, ''])}>
          <PlusIcon />
          {t('recipients.add')}
        </Button>
      )}
    </section>
  );
}
