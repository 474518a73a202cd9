import { FileTextIcon, MailOpenIcon, MonitorCheckIcon, PaletteIcon, PencilIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages';
import {
  BarButton,
  BarFileLink,
  BarLink,
  SaveBarButton,
} from '../../../components/editor-ui/action-bar-parts';
import styles from '../../../components/editor-ui/editor-action-bar.module.css';

export interface PrintActionBarProps {
  editing: boolean;
  onEdit: () => void;
  onPreview: () => void;
  dirty: boolean;
  saving: boolean;
  justSaved: boolean;
  onSave: () => void;
  designOpen: boolean;
  onToggleDesign: () => void;
  /** Where Beställ leads: the saved print's checkout; absent until the print is saved. */
  orderPath?: string;
  /** The saved print's print-ready PDF, to check before ordering (issue 39 item 6); absent until saved. */
  proofHref?: string;
}

/**
 * The print editor's action bar (`002` §2.5): Redigera and the PDF proof when previewing; otherwise Spara
 * (highlighted while there are unsaved changes), Design and Granska; Beställ always, once the print is saved.
 */
export function PrintActionBar({
  editing,
  onEdit,
  onPreview,
  dirty,
  saving,
  justSaved,
  onSave,
  designOpen,
  onToggleDesign,
  orderPath,
  proofHref,
}: PrintActionBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `prints.editor.${id}` as MessageId });
  const order = orderPath !== undefined && (
    <BarLink to={orderPath} icon={<MailOpenIcon />} label={t('order')} />
  );

  if (!editing) {
    return (
      <div className={styles.bar}>
        <BarButton icon={<PencilIcon />} label={t('edit')} onClick={onEdit} primary />
        {proofHref !== undefined && (
          <BarFileLink href={proofHref} icon={<FileTextIcon />} label={t('proof')} />
        )}
        {order}
      </div>
    );
  }
  return (
    <div className={styles.bar}>
      <SaveBarButton dirty={dirty} saving={saving} justSaved={justSaved} onSave={onSave} text={t} />
      <BarButton icon={<PaletteIcon />} label={t('design')} onClick={onToggleDesign} pressed={designOpen} />
      <BarButton icon={<MonitorCheckIcon />} label={t('preview')} onClick={onPreview} />
      {order}
    </div>
  );
}
