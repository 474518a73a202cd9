import { useIntl } from 'react-intl';
import { Loading } from '../../components/ui/loading';

/** Shown while the first screen's chunk loads. */
export function RouteLoading() {
  const intl = useIntl();
  return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
}
