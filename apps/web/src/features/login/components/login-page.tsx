import { useIntl } from 'react-intl';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { useMe } from '../../../lib/auth';
import { useScreenTitle } from '../../../lib/document-title';
import { LoggedInPanel } from './logged-in-panel';
import { LoginForm } from './login-form';

/** `/logga-in` (`002` §2.1): the login form, or, for someone already logged in, where to go next. */
export function LoginPage() {
  const intl = useIntl();
  useScreenTitle(intl.formatMessage({ id: 'login.title' }));
  const me = useMe();

  return (
    <Card aria-busy={me.isPending || undefined}>
      {me.isPending ? (
        <Loading label={intl.formatMessage({ id: 'common.loading' })} />
      ) : me.data ? (
        <LoggedInPanel account={me.data} />
      ) : (
        <LoginForm />
      )}
    </Card>
  );
}
