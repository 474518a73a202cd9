import { useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { reportError, Severity } from '../../../lib/report-error';

/**
 * `000` §8: an address quoted with a price but no product to charge it is an error, reported and shown in
 * the error dialog, never a payment dialog that cannot open.
 */
export function useMissingProduct(): (address: string) => void {
  const intl = useIntl();
  const showError = useErrorDialog();
  return (address) => {
    const error = new Error(`Missing product for ${address}`);
    reportError(error, Severity.error, { action: 'pay address', address });
    showError(error, { summary: intl.formatMessage({ id: 'address.product.missing' }) });
  };
}
