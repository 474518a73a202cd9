import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { menuAnchorsOf } from '@eventsite/core/editor/menu-anchors';
import { menuStatusOf, type MenuStatus } from '@eventsite/core/editor/menu-status';
import { setHideInMenu } from '@eventsite/core/editor/set-hide-in-menu';
import { setMenuTitle } from '@eventsite/core/editor/set-menu-title';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import * as Switch from '@radix-ui/react-switch';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { TextField } from '../../../components/ui/text-field';
import { languageNameInText } from '@eventsite/core/rules/language-names';
import { ModuleTypeIcon } from './module-type-icon';
import { moduleTypeName } from '../module-editors';
import styles from './menu-editor-dialog.module.css';

export interface MenuEditorDialogProps {
  site: SiteV2;
  /** Takes the edited site as one undoable step. */
  onApply: (site: SiteV2) => void;
  onClose: () => void;
}

const STATUS_TONE: Record<MenuStatus, 'muted' | 'ok' | 'warn'> = {
  HIDDEN: 'muted',
  HIDDEN_IN_MENU: 'muted',
  MENU_TITLE: 'ok',
  TITLE: 'ok',
  NO_TITLE: 'warn',
};

function StatusLabel({ status }: { status: MenuStatus }) {
  const intl = useIntl();
  return (
    <span className={styles.status} data-tone={STATUS_TONE[status]}>
      {intl.formatMessage({ id: `editor.menuEditor.status.${status}` })}
    </span>
  );
}

function MenuSwitch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <label htmlFor={id} className={styles.switchLabel}>
        {label}
      </label>
      <Switch.Root id={id} className={styles.switch} checked={checked} onCheckedChange={onChange}>
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
    </div>
  );
}

/**
 * 'Ändra meny' (`002` §2.3): every module with its menu title in each site language, whether it is listed
 * in the menu, and its menu status per language. The changes become one undoable step on 'Klar'.
 */
export function MenuEditorDialog({ site, onApply, onClose }: MenuEditorDialogProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(site);
  const languages = draft.availableLanguages.map((entry) => entry.languageCode);
  const anchors = useMemo(
    () =>
      new Map(
        languages.map((language) => [
          language,
          menuAnchorsOf(
            draft.siteModules.filter((module) => !module.hide),
            language,
          ),
        ]),
      ),
    [draft, languages],
  );

  const fieldLabel = (language: SiteLanguageCode) =>
    languages.length > 1
      ? intl.formatMessage(
          { id: 'editor.menuEditor.menuTitleIn' },
          { language: languageNameInText(intl.locale, language) },
        )
      : intl.formatMessage({ id: 'editor.menuEditor.menuTitle' });

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'editor.menuEditor.title' })}
      description={intl.formatMessage({ id: 'editor.menuEditor.description' })}
      onClose={onClose}
      onDone={() => (draft === site ? onClose() : onApply(draft))}
    >
      {draft.siteModules.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'editor.menuEditor.empty' })}</p>
      ) : (
        <ol className={styles.list}>
          {draft.siteModules.map((module) => {
            const name =
              translateText(module.title, languages[0] ?? 'sv') ||
              moduleTypeName(intl, module.siteModuleType);
            return (
              <li key={module.id} className={styles.row} aria-label={name}>
                <div className={styles.rowHead}>
                  <span className={styles.icon}>
                    <ModuleTypeIcon type={module.siteModuleType} size={20} />
                  </span>
                  <span className={styles.name}>
                    <span className={styles.title}>{name}</span>
                    <span className={styles.type}>{moduleTypeName(intl, module.siteModuleType)}</span>
                  </span>
                </div>
                {languages.map((language) => {
                  const anchor = anchors.get(language)?.get(module.id);
                  return (
                    <TextField
                      key={language}
                      label={fieldLabel(language)}
                      labelAside={<StatusLabel status={menuStatusOf(module, language)} />}
                      value={module.menuTitle[language] ?? ''}
                      placeholder={translateText(module.title, language)}
                      maxLength={200}
                      hint={anchor === undefined ? undefined : `#${anchor}`}
                      onChange={(event) =>
                        setDraft(
                          setMenuTitle(draft, {
                            moduleId: module.id,
                            language,
                            menuTitle: event.currentTarget.value,
                          }),
                        )
                      }
                    />
                  );
                })}
                <MenuSwitch
                  label={intl.formatMessage({ id: 'editor.menuEditor.showInMenu' }, { name })}
                  checked={!module.hideInMenu}
                  onChange={(on) => setDraft(setHideInMenu(draft, { moduleId: module.id, hideInMenu: !on }))}
                />
              </li>
            );
          })}
        </ol>
      )}
    </EditorDialog>
  );
}
