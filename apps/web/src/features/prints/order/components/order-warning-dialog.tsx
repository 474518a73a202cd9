import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

export type OrderWarning = { kind: 'unsaved' } | { kind: 'qr'; url: string; host: string };

/**
 * The warnings before an order (`002` §5): 'Osparade ändringar' while the card has unsaved changes, and
 * 'Verifiera url i QR-kod' when the QR code leads elsewhere than the site. Each offers cancel or continue.
 */
export function OrderWarningDialog({
  warning,
  onCancel,
  onContinue,
}: {
  warning: OrderWarning | null;
  onCancel: () => void;
  onContinue: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      open={warning !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={intl.formatMessage({
        id: warning?.kind === 'qr' ? 'printOrder.warning.qr.title' : 'printOrder.warning.unsaved.title',
      })}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="printOrder.warning.cancel" />
          </Button>
          <Button onClick={onContinue}>
            <FormattedMessage id="printOrder.warning.continue" />
          </Button>
        </>
      }
    >
      <p>
        {warning?.kind === 'qr' ? (
          <FormattedMessage
            id="printOrder.warning.qr.body"
            values={{ url: <strong>{warning.url}</strong>, host: <strong>{warning.host}</strong> }}
          />
        ) : (
          <FormattedMessage id="printOrder.warning.unsaved.body" />
        )}
      </p>
    </Dialog>
  );
}
