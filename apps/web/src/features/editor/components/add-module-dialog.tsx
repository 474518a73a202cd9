import { siteModuleTypesForBrand, type SiteModuleType } from '@eventsite/core/constants/module-types';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { useAppConfig } from '../../../lib/app-context';
import { ModuleTypeIcon } from './module-type-icon';
import { MODULE_EDITOR_DEFINITIONS } from '../module-editors';
import styles from './add-module-dialog.module.css';

export interface AddModuleDialogProps {
  /** The module the new one goes before; null adds at the end. */
  beforeModuleName: string | null;
  onChoose: (type: SiteModuleType) => void;
  onClose: () => void;
}

/**
 * 'Välj modul' (`002` §2.3): the module types of the brand in the spec's order, each a card with its
 * picture and a line on what it is for. Choosing one adds it at once.
 */
export function AddModuleDialog({ beforeModuleName, onChoose, onClose }: AddModuleDialogProps) {
  const intl = useIntl();
  const { brand } = useAppConfig();
  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'editor.addModule.title' })}
      description={
        beforeModuleName === null
          ? intl.formatMessage({ id: 'editor.addModule.atEnd' })
          : intl.formatMessage({ id: 'editor.addModule.before' }, { name: beforeModuleName })
      }
      size="large"
      onClose={onClose}
    >
      <ul className={styles.grid}>
        {siteModuleTypesForBrand(brand).map((type) => (
          <li key={type}>
            <button type="button" className={styles.card} onClick={() => onChoose(type)}>
              <span className={styles.icon}>
                <ModuleTypeIcon type={type} size={26} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>
                  {intl.formatMessage(MODULE_EDITOR_DEFINITIONS[type].label)}
                </span>
                <span className={styles.description}>
                  {intl.formatMessage(MODULE_EDITOR_DEFINITIONS[type].description)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </EditorDialog>
  );
}
