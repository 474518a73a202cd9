import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Button } from '../../components/ui/button';
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
      <Button asChild fullWidth>
        <RouterLink to="/logga-in">
          <FormattedMessage id="notFound.toLogin" />
        </RouterLink>
      </Button>
    </Card>
  );
}
