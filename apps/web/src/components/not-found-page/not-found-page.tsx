import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useScreenTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { buttonClassName } from '../ui/button';
import { Card, CardHeader } from '../ui/card';

/** Any EDIT path without a screen, the wizard's steps included. */
export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'notFound.title' });
  useScreenTitle(title);
  return (
    <Card>
      <CardHeader title={title} lead={<FormattedMessage id="notFound.text" />} />
      <RouterLink to={paths.login} className={buttonClassName({ fullWidth: true })}>
        <FormattedMessage id="notFound.toLogin" />
      </RouterLink>
    </Card>
  );
}
