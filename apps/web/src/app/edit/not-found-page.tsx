import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useScreenTitle } from '../../lib/document-title';

/** Any EDIT path without a screen. */
export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'notFound.title' });
  useScreenTitle(title);
  return (
    <Card>
      <CardHeader title={title} lead={<FormattedMessage id="notFound.text" />} />
      <RouterLink to="/logga-in" className={buttonClassName({ fullWidth: true })}>
        <FormattedMessage id="notFound.toLogin" />
      </RouterLink>
    </Card>
  );
}
