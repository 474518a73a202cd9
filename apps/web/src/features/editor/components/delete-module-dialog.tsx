import { TrashIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import buttons from './editor-buttons.module.css';

export interface DeleteModuleDialogProps {
  moduleName: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a module is deleted for good (`002` §2.3). */
export function DeleteModuleDialog({ moduleName, onConfirm, onClose }: DeleteModuleDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      icon={<TrashIcon size={24} />}
      title={intl.formatMessage({ id: 'editor.deleteModule.title' })}
      actions={
        <>
          <Button fullWidth onClick={onConfirm} className={buttons.danger}>
            <FormattedMessage id="editor.deleteModule.confirm" />
          </Button>
          <DialogClose asChild>
            <Button variant="quiet" fullWidth>
              <FormattedMessage id="editor.deleteModule.cancel" />
            </Button>
          </DialogClose>
        </>
      }
    >
      <p>
        <FormattedMessage id="editor.deleteModule.text" values={{ name: moduleName }} />
      </p>
    </Dialog>
  );
}
