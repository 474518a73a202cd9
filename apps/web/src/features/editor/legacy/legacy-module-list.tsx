import type { AddableLegacyModuleType } from '@eventsite/core/editor/legacy/legacy-module-list';
import type { LegacyModule } from '@eventsite/core/schemas/legacy-site';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../lib/i18n/messages';
import { moduleTypeName } from '../module-editors';
import styles from './legacy-site-editor.module.css';

export interface LegacyModuleListProps {
  modules: readonly LegacyModule[];
  /** The types the brand offers to add (`addableLegacyModuleTypes`). */
  types: readonly AddableLegacyModuleType[];
  /** A save is under way: the buttons wait. */
  busy: boolean;
  onMove: (moduleId: string, direction: -1 | 1) => void;
  onHide: (moduleId: string, hide: boolean) => void;
  onEdit: (moduleId: string) => void;
  onDelete: (moduleId: string) => void;
  onAdd: (type: AddableLegacyModuleType) => void;
}

/** A module's name in the list: its title, else its menu title, else its type. */
export function legacyModuleName(module: LegacyModule, typeName: string): string {
  return module.title.trim() || module.menuTitle?.trim() || typeName;
}

/** The modules of a version-1 site in page order, to edit, move, hide and delete, and a new one to add. */
export function LegacyModuleList({
  modules,
  types,
  busy,
  onMove,
  onHide,
  onEdit,
  onDelete,
  onAdd,
}: LegacyModuleListProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const typeSelectId = useId();
  const [type, setType] = useState<AddableLegacyModuleType>('Text');
  return (
    <section className={styles.modules} aria-labelledby="legacy-modules-title">
      <h2 id="legacy-modules-title" className={styles.subtitle}>
        {t('legacy.modules.title')}
      </h2>
      <ol className={styles.moduleList}>
        {modules.map((module, index) => {
          const typeName = moduleTypeName(intl, module.type);
          const name = legacyModuleName(module, typeName);
          return (
            <li key={module.id} className={styles.moduleRow} aria-label={name}>
              <div className={styles.moduleName}>
                <span className={styles.label}>{name}</span>
                <span className={styles.mails}>
                  {typeName}
                  {module.hide && ` · ${t('legacy.modules.hidden')}`}
                </span>
              </div>
              <div className={styles.moduleActions}>
                <Button variant="quiet" disabled={busy || index === 0} onClick={() => onMove(module.id, -1)}>
                  {t('legacy.modules.up')}
                </Button>
                <Button
                  variant="quiet"
                  disabled={busy || index === modules.length - 1}
                  onClick={() => onMove(module.id, 1)}
                >
                  {t('legacy.modules.down')}
                </Button>
                <Button variant="quiet" disabled={busy} onClick={() => onHide(module.id, !module.hide)}>
                  {t(module.hide ? 'legacy.modules.show' : 'legacy.modules.hide')}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => onEdit(module.id)}>
                  {t('legacy.modules.edit')}
                </Button>
                <Button variant="quiet" disabled={busy} onClick={() => onDelete(module.id)}>
                  {t('legacy.modules.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.addRow}>
        <label htmlFor={typeSelectId} className={styles.label}>
          {t('legacy.modules.type')}
        </label>
        <select
          id={typeSelectId}
          className={styles.select}
          value={type}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            setType(types.find((addable) => addable === chosen) ?? 'Text');
          }}
        >
          {types.map((addable) => (
            <option key={addable} value={addable}>
              {moduleTypeName(intl, addable)}
            </option>
          ))}
        </select>
        <Button disabled={busy} onClick={() => onAdd(type)}>
          {t('legacy.modules.add')}
        </Button>
      </div>
    </section>
  );
}
