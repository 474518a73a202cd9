import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import { addModule } from '@eventsite/core/editor/add-module';
import { deleteModule } from '@eventsite/core/editor/delete-module';
import { moveModule } from '@eventsite/core/editor/move-module';
import { replaceModule } from '@eventsite/core/editor/replace-module';
import { setModuleHidden } from '@eventsite/core/editor/set-module-hidden';
import { isInterfaceLanguage } from '@eventsite/core/constants/platform';
import { MODULE_SCROLL_OFFSET_PX } from '@eventsite/core/constants/layout';
import { moduleHasContent, showsEventLogo } from '@eventsite/core/rules/module-has-content';
import { pageTitle } from '@eventsite/core/rules/page-title';
import { siteDateOf } from '@eventsite/core/rules/site-date';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import type { SiteModule } from '@eventsite/core/schemas/site-modules';
import { ListIcon, PlusIcon } from 'lucide-react';
import type { SiteSection } from '../../../public-site/site-sections';
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerFrame } from '../../../components/owner-frame/owner-frame';
import { Loading } from '../../../components/ui/loading';
import { useAppContext } from '../../../lib/app-context';
import { useDocumentTitle } from '../../../lib/document-title';
import { reportError, Severity } from '../../../lib/report-error';
import { conflictingSiteOf } from '../api/save-site';
import type { DrawerContentProps } from '../drawers/drawer-content-props';
import { createModuleOf, moduleEditorOf, moduleTypeName } from '../module-editors';
import { canRedo, canUndo } from '../state/editor-history';
import { editorReducer, initialEditorState } from '../state/editor-state';
import { editLanguageOf } from '../state/editor-ui';
import { forgetRejectedDraft, keepRejectedDraft, readRejectedDraft } from '../state/rejected-draft-store';
import { useEditorShortcuts } from '../state/use-editor-shortcuts';
import { AddModuleDialog } from './add-module-dialog';
import { BusyOverlay } from './busy-overlay';
import { RejectedDraftDialog, SaveConflictDialog } from './conflict-dialogs';
import { DeleteModuleDialog } from './delete-module-dialog';
import { EditorActionBar } from './editor-action-bar';
import { useDesktopDrawer } from '../../../components/editor-ui/drawer-frame';
import { EditorContextProvider, type EditorContextValue } from '../../../components/editor-ui/editor-context';
import { EditorDrawer } from './editor-drawer';
import { EditorCanvas } from './editor-canvas';
import { LeaveGuard } from '../../../components/editor-ui/leave-guard';
import { MenuEditorDialog } from './menu-editor-dialog';
import { ModuleFrame } from './module-frame';
import styles from './site-editor.module.css';
import { paths } from '../../../lib/paths';

export interface SiteEditorProps {
  /** The site as loaded; the editor keeps its own copy from then on. */
  initialSite: SiteV2;
  /** Editing a demo draft without an account (`000` §4): no address or account links. */
  quickStart: boolean;
  /**
   * Stores the site and answers it as stored (the editor takes it and is clean again), or null when it was
   * not stored (quick start asks the visitor to register first, and the draft stays dirty). A rejection is
   * shown in the error dialog; a 409 with the current site offers to reload.
   */
  save: (site: SiteV2) => Promise<SiteV2 | null>;
  /** More entries for the side menu. */
  menuItems?: ReactNode;
  /** Told of every change, e.g. quick start keeps the draft in local storage so a reload loses nothing. */
  onSiteChange?: (site: SiteV2) => void;
}

/** How long the save button says 'Sparat' after a save. */
const SAVED_NOTICE_MS = 2500;

function scrollToModule(moduleId: string): void {
  // After React has drawn the module in its new place.
  requestAnimationFrame(() => {
    const element = document.querySelector(`[data-module-id="${CSS.escape(moduleId)}"]`)?.closest('section');
    if (!element) return;
    const topBar = document.querySelector('[data-owner-top-bar]')?.getBoundingClientRect().height ?? 0;
    const top = element.getBoundingClientRect().top + window.scrollY - topBar - MODULE_SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  });
}

/**
 * The owner's editor of a version-2 site (`000` §2.4, §4, `002` §2.2–§2.4): the site drawn as guests see it
 * with an action bar on each module, the editor's action bar, the drawers, the add-module and menu dialogs,
 * undo and redo, saving, and the guard against leaving with unsaved changes. Every change goes through one
 * reducer (`editorHistoryReducer`). Quick start reuses it with its own `save`.
 */
export function SiteEditor({ initialSite, quickStart, save, menuItems, onSiteChange }: SiteEditorProps) {
  const intl = useIntl();
  const { config, selection } = useAppContext();
  const showError = useErrorDialog();
  const [{ history, ui }, dispatch] = useReducer(editorReducer, null, () => {
    const draft = quickStart ? null : readRejectedDraft(initialSite._id);
    return initialEditorState({
      site: initialSite,
      dialog: draft === null ? null : { type: 'draft', draft },
    });
  });
  const { site, dirty } = history;
  const { editing, drawer, selectedModuleId, dialog, translateMode } = ui;
  useEffect(() => {
    if (site !== initialSite) onSiteChange?.(site);
  }, [site, initialSite, onSiteChange]);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  useEffect(() => {
    if (!justSaved) return;
    const timer = window.setTimeout(() => setJustSaved(false), SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [justSaved]);
  const language = editLanguageOf(ui, site);
  const desktopDrawer = useDesktopDrawer();
  const savingRef = useRef(false);

  useDocumentTitle(
    pageTitle({
      mode: 'EDIT',
      productName: config.productName,
      siteHost: site.host ?? null,
      demo: selection.isDemo,
      quickStart,
      language: isInterfaceLanguage(intl.locale) ? intl.locale : undefined,
    }),
  );

  const change = useCallback((next: SiteV2) => dispatch({ type: 'change', site: next }), []);

  const chooseLanguage = (code: string) =>
    dispatch({
      type: 'chooseLanguage',
      language: code,
      languages: site.availableLanguages.map((entry) => entry.languageCode),
    });
  const closeDialog = () => dispatch({ type: 'closeDialog' });

  const moduleName = useCallback(
    (module: SiteModule) =>
      translateText(module.title, language) || moduleTypeName(intl, module.siteModuleType),
    [intl, language],
  );

  const handleSave = useCallback(async () => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    const sent = history.site;
    try {
      const stored = await save(sent);
      if (stored !== null) {
        dispatch({ type: 'saved', sent, site: stored });
        setJustSaved(true);
      }
    } catch (error) {
      const current = conflictingSiteOf(error);
      if (current !== null) {
        keepRejectedDraft(sent);
        dispatch({ type: 'openDialog', dialog: { type: 'conflict', current } });
      } else {
        reportError(error, Severity.error, { action: 'save site', siteId: sent._id });
        showError(error, { summary: intl.formatMessage({ id: 'editor.save.failed' }) });
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [history.site, save, showError, intl]);

  useEditorShortcuts(editing && !saving, {
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    save: () => void handleSave(),
  });

  const addChosenModule = (type: SiteModuleType, beforeModuleId: string | null) => {
    const module = createModuleOf(type, {
      languages: site.availableLanguages.map((entry) => entry.languageCode),
      brand: config.brand,
      date: siteDateOf(site),
    });
    change(addModule(site, { module, beforeModuleId }));
    dispatch({ type: 'moduleAdded', moduleId: module.id });
    scrollToModule(module.id);
  };

  const frameModule = (section: SiteSection, content: ReactNode) => {
    const { module } = section;
    const index = site.siteModules.findIndex((candidate) => candidate.id === module.id);
    const hasEditor = moduleEditorOf(module.siteModuleType) !== null;
    return (
      <ModuleFrame
        module={module}
        name={moduleName(module)}
        isFirst={index === 0}
        isLast={index === site.siteModules.length - 1}
        selected={selectedModuleId === module.id}
        onSelect={() => dispatch({ type: 'selectModule', moduleId: module.id })}
        onClose={() => dispatch({ type: 'selectModule', moduleId: null })}
        onMove={(direction) => {
          change(moveModule(site, { moduleId: module.id, direction }));
          scrollToModule(module.id);
        }}
        onToggleHidden={() => change(setModuleHidden(site, { moduleId: module.id, hide: !module.hide }))}
        onDelete={() => dispatch({ type: 'openDialog', dialog: { type: 'delete', moduleId: module.id } })}
        onAdd={() => dispatch({ type: 'openDialog', dialog: { type: 'add', beforeModuleId: module.id } })}
        onEdit={
          hasEditor
            ? () => dispatch({ type: 'openDialog', dialog: { type: 'edit', moduleId: module.id } })
            : undefined
        }
        emptyForGuests={
          !moduleHasContent(module, { language, eventLogo: showsEventLogo(site, config.brand) })
        }
      >
        {content}
      </ModuleFrame>
    );
  };

  const siteId = site._id;
  const editorContext = useMemo<EditorContextValue>(
    () => ({
      language,
      imageApiBase: quickStart ? '/api/sites/quick-start' : `/api/sites/${encodeURIComponent(siteId)}`,
      quickStart,
    }),
    [language, quickStart, siteId],
  );

  const drawerProps: DrawerContentProps = {
    site,
    quickStart,
    onChange: change,
    onStored: (next) => dispatch({ type: 'stored', site: next }),
    editLanguage: language,
    onEditLanguageChange: (next) => dispatch({ type: 'setEditLanguage', language: next }),
    translateMode,
    onTranslateModeChange: (on) => dispatch({ type: 'setTranslateMode', on }),
    onClose: () => dispatch({ type: 'closeDrawer' }),
  };

  const dialogModule =
    dialog !== null && (dialog.type === 'edit' || dialog.type === 'delete')
      ? site.siteModules.find((module) => module.id === dialog.moduleId)
      : undefined;
  const ModuleEditor =
    dialog?.type === 'edit' && dialogModule ? moduleEditorOf(dialogModule.siteModuleType) : null;
  const addBefore =
    dialog?.type === 'add' && dialog.beforeModuleId !== null
      ? site.siteModules.find((module) => module.id === dialog.beforeModuleId)
      : undefined;

  const actions = (
    <EditorActionBar
      editing={editing}
      onEdit={() => dispatch({ type: 'edit' })}
      onPreview={() => dispatch({ type: 'preview' })}
      dirty={dirty}
      saving={saving}
      justSaved={justSaved}
      onSave={() => void handleSave()}
      canUndo={canUndo(history)}
      canRedo={canRedo(history)}
      onUndo={() => dispatch({ type: 'undo' })}
      onRedo={() => dispatch({ type: 'redo' })}
      addressPath={quickStart || site.active ? undefined : paths.chooseAddress(site._id)}
      drawer={drawer}
      onToggleDrawer={(name) => dispatch({ type: 'toggleDrawer', drawer: name })}
    />
  );

  const emptySite = site.siteModules.length === 0;
  const mainEnd = emptySite ? (
    <div className={styles.empty}>
      <div className={styles.emptyCard}>
        <span className={styles.emptyIcon}>
          <PlusIcon size={28} />
        </span>
        <h2 className={styles.emptyTitle}>{intl.formatMessage({ id: 'editor.empty.title' })}</h2>
        <p className={styles.emptyText}>{intl.formatMessage({ id: 'editor.empty.text' })}</p>
        <button
          type="button"
          className={styles.addButton}
          onClick={() => dispatch({ type: 'openDialog', dialog: { type: 'add', beforeModuleId: null } })}
        >
          <PlusIcon size={18} />
          {intl.formatMessage({ id: 'editor.empty.add' })}
        </button>
      </div>
    </div>
  ) : (
    <div className={styles.addEnd}>
      <button
        type="button"
        className={styles.addButton}
        onClick={() => dispatch({ type: 'openDialog', dialog: { type: 'add', beforeModuleId: null } })}
      >
        <PlusIcon size={18} />
        {intl.formatMessage({ id: 'editor.addModule.button' })}
      </button>
    </div>
  );

  return (
    <OwnerFrame siteId={site._id} quickStart={quickStart} actions={actions} menuItems={menuItems}>
      <div className={styles.workspace} data-drawer-open={drawer !== null && desktopDrawer}>
        <div className={styles.canvas} data-editing={editing}>
          <Suspense fallback={<Loading label={intl.formatMessage({ id: 'common.loading' })} />}>
            <EditorCanvas
              site={site}
              language={language}
              config={config}
              editing={editing}
              frameModule={frameModule}
              barExtra={
                <button
                  type="button"
                  className={styles.menuButton}
                  onClick={() => dispatch({ type: 'openDialog', dialog: { type: 'menu' } })}
                >
                  <ListIcon size={16} strokeWidth={2} />
                  {intl.formatMessage({ id: 'editor.menuEditor.open' })}
                </button>
              }
              mainEnd={mainEnd}
              moduleCrashMessage={intl.formatMessage({ id: 'editor.moduleCrash' })}
              onChooseLanguage={chooseLanguage}
            />
          </Suspense>
        </div>
        {editing && drawer !== null && (
          <EditorDrawer key={drawer} name={drawer} desktop={desktopDrawer} contentProps={drawerProps} />
        )}
      </div>

      {dialog?.type === 'add' && (
        <AddModuleDialog
          beforeModuleName={addBefore ? moduleName(addBefore) : null}
          onChoose={(type) => addChosenModule(type, dialog.beforeModuleId)}
          onClose={closeDialog}
        />
      )}
      {dialog?.type === 'delete' && dialogModule && (
        <DeleteModuleDialog
          moduleName={moduleName(dialogModule)}
          onConfirm={() => {
            change(deleteModule(site, { moduleId: dialogModule.id }));
            dispatch({ type: 'moduleDeleted' });
          }}
          onClose={closeDialog}
        />
      )}
      {ModuleEditor && dialogModule && (
        <EditorContextProvider value={editorContext}>
          <Suspense fallback={<BusyOverlay label={intl.formatMessage({ id: 'common.loading' })} />}>
            <ModuleEditor
              module={dialogModule}
              site={site}
              onApply={(module, changes) => {
                change(replaceModule(site, { module, formRecipients: changes?.formRecipients }));
                closeDialog();
              }}
              onClose={closeDialog}
            />
          </Suspense>
        </EditorContextProvider>
      )}
      {dialog?.type === 'menu' && (
        <MenuEditorDialog
          site={site}
          onApply={(next) => {
            change(next);
            closeDialog();
          }}
          onClose={closeDialog}
        />
      )}
      {dialog?.type === 'conflict' && (
        <SaveConflictDialog
          onReload={() => {
            dispatch({ type: 'reset', site: dialog.current });
            const draft = readRejectedDraft(dialog.current._id);
            dispatch(
              draft === null
                ? { type: 'closeDialog' }
                : { type: 'openDialog', dialog: { type: 'draft', draft } },
            );
          }}
          onClose={closeDialog}
        />
      )}
      {dialog?.type === 'draft' && (
        <RejectedDraftDialog
          rejectedAt={dialog.draft.rejectedAt}
          onRestore={() => {
            change({ ...dialog.draft.site, siteVersion: site.siteVersion });
            forgetRejectedDraft(site._id);
            closeDialog();
          }}
          onDiscard={() => {
            forgetRejectedDraft(site._id);
            closeDialog();
          }}
        />
      )}
      {saving && <BusyOverlay label={intl.formatMessage({ id: 'editor.save.saving' })} />}
      {/* A quick-start draft is kept in local storage, so leaving it loses nothing. */}
      <LeaveGuard dirty={dirty && !quickStart} />
    </OwnerFrame>
  );
}
