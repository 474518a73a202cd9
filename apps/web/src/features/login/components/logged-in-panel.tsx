import type { MeResponse } from '@eventsite/core/api/accounts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CardHeader } from '../../../components/ui/card';
import { useAppConfig } from '../../../lib/app-context';
import { useLogout } from '../../../lib/auth';
import { startPath } from '../../../lib/start-path';
import styles from './login.module.css';
import { paths } from '../../../lib/paths';

export function LoggedInPanel({ account }: { account: MeResponse }) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const { brand } = useAppConfig();
  const logout = useLogout();

  return (
    <>
      <CardHeader
        title={intl.formatMessage({ id: 'login.loggedIn.title' })}
        lead={
          <FormattedMessage
            id="login.loggedIn.as"
            values={{ mail: <strong className={styles.mail}>{account.mail}</strong> }}
          />
        }
      />
      <div className={styles.actions}>
        {account.site ? (
          <RouterLink to={paths.editor(account.site._id)} className={buttonClassName({ fullWidth: true })}>
            <FormattedMessage id="login.loggedIn.toSite" />
          </RouterLink>
        ) : (
          <RouterLink
            to={startPath(brand, { registerAccount: false })}
            className={buttonClassName({ fullWidth: true })}
          >
            <FormattedMessage id="login.loggedIn.createSite" />
          </RouterLink>
        )}
        <Button
          variant="quiet"
          fullWidth
          busy={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onError: (error) =>
                showError(error, { summary: intl.formatMessage({ id: 'login.logoutFailed' }) }),
            })
          }
        >
          <FormattedMessage id="login.logout" />
        </Button>
      </div>
    </>
  );
}
