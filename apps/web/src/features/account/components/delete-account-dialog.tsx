import { TrashIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Form } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { isApiErrorWithCode } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/account-data';
import styles from './account.module.css';

/**
 * Deletes the account for good (issue 33, item 3): the password again, and the word typed out, so that
 * neither a left-open browser nor a slip of the hand deletes a wedding's site.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [wrongPassword, setWrongPassword] = useState(false);
  const word = intl.formatMessage({ id: 'account.delete.word' });
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

  const submit = () =>
    remove.mutate(
      { password },
      {
        onError: (error) => {
          if (isApiErrorWithCode(error, 'WRONG_ACCOUNT_PASSWORD')) setWrongPassword(true);
          else showError(error, { summary: intl.formatMessage({ id: 'account.delete.failed' }) });
        },
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      tone="danger"
      icon={<TrashIcon size={24} />}
      title={intl.formatMessage({ id: 'account.delete.title' })}
      actions={
        <>
          <Button
            type="submit"
            form="delete-account-form"
            fullWidth
            busy={remove.isPending}
            disabled={!confirmed || password === ''}
          >
            <FormattedMessage id="account.delete.confirm" />
          </Button>
          <DialogClose asChild>
            <Button variant="quiet" fullWidth disabled={remove.isPending}>
              <FormattedMessage id="account.delete.cancel" />
            </Button>
          </DialogClose>
        </>
      }
    >
      <p>
        <FormattedMessage id="account.delete.text" />
      </p>
      <p>
        <FormattedMessage id="account.delete.kept" />
      </p>
      <Form id="delete-account-form" className={styles.deleteForm} onValidSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'account.delete.password' })}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          customError={wrongPassword ? intl.formatMessage({ id: 'account.delete.wrongPassword' }) : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setWrongPassword(false);
          }}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.delete.type' }, { word })}
          autoComplete="off"
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Form>
    </Dialog>
  );
}
