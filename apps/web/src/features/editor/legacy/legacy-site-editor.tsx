import { cleanRecipients } from '@eventsite/core/editor/form-recipients/clean-recipients';
import { findInvalidRecipients } from '@eventsite/core/editor/form-recipients/find-invalid-recipients';
import {
  LEGACY_MAIL_RECEIVER_CATEGORIES,
  type LegacyMailReceiverCategory,
} from '@eventsite/core/constants/legacy-modules';
import {
  addableLegacyModuleTypes,
  addLegacyModule,
  deleteLegacyModule,
  moveLegacyModule,
  setLegacyModuleHidden,
  updateLegacyModule,
} from '@eventsite/core/editor/legacy/legacy-module-list';
import { readLegacyModule } from '@eventsite/core/rules/legacy-modules';
import type { LegacyModule } from '@eventsite/core/schemas/legacy-site';
import type { LegacySite } from '@eventsite/core/schemas/site';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages';
import { LegacySiteView } from '../../../public-site/legacy-site-view';
import { legacySiteLanguage } from '../../../public-site/public-site-route';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerFrame } from '../../../components/owner-frame/owner-frame';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useAppConfig } from '../../../lib/app-context';
import { siteQueryKey } from '../../../lib/site-account';
import { RecipientsEditor } from '../../../modules/shared/editor/recipients-editor';
import { moduleTypeName } from '../module-editors';
import { LegacyModuleList, legacyModuleName } from './legacy-module-list';
import { LegacyModuleTexts } from './legacy-module-texts';
import { receiversOf } from './legacy-receivers';
import {
  LegacyRsvpSettings,
  withLegacyRsvpSettings,
  type LegacyRsvpSettingsValue,
} from './legacy-rsvp-settings';
import { conflictingLegacySiteOf, saveLegacySite } from './save-legacy-site';
import styles from './legacy-site-editor.module.css';

/** The dialog open on the page: a receiver list, an older RSVP's settings, a module's texts or its removal. */
type Editing =
  | { kind: 'receivers'; category: LegacyMailReceiverCategory; typed: string[] }
  | { kind: 'rsvp'; moduleId: string; value: LegacyRsvpSettingsValue | null }
  | { kind: 'texts'; moduleId: string; draft: LegacyModule | null }
  | { kind: 'delete'; moduleId: string };

/**
 * The owner's page for a version-1 site (`002` §2.3 "Legacy modules also have receiver e-mail,
 * conditional-questions and max-persons dialogs"): the site as guests see it, in review so nothing is
 * sent, with those dialogs, saved through the legacy `PUT /api/sites/{id}` with the 409 rule.
 */
export function LegacySiteEditor({ initialSite }: { initialSite: LegacySite }) {
  const intl = useIntl();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const showError = useErrorDialog();
  const [site, setSite] = useState(initialSite);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const language = legacySiteLanguage(config);
  const rsvps = useMemo(
    () =>
      site.modules.flatMap((module) => {
        const reading = readLegacyModule(module, language);
        return reading.kind === 'rsvp' ? [reading] : [];
      }),
    [site, language],
  );

  const open = (next: Editing) => {
    setConflict(false);
    setEditing(next);
  };

  const persist = async (next: LegacySite) => {
    setSaving(true);
    try {
      const stored = await saveLegacySite(next);
      setSite(stored);
      queryClient.setQueryData(siteQueryKey(site._id), stored);
      setEditing(null);
    } catch (error) {
      // Someone saved first: the page takes the stored site, and the dialog stays open to save again.
      const current = conflictingLegacySiteOf(error);
      if (current) {
        setSite(current);
        setConflict(true);
      } else {
        setEditing(null);
        showError(error, { summary: t('legacy.save.failed') });
      }
    } finally {
      setSaving(false);
    }
  };

  const moduleOf = (moduleId: string) => site.modules.find((module) => module.id === moduleId);

  const save = () => {
    if (!editing) return;
    // After a conflict the module may be gone from the stored site: nothing is left to save.
    if (editing.kind !== 'receivers' && !moduleOf(editing.moduleId)) {
      setEditing(null);
      return;
    }
    if (editing.kind === 'receivers') {
      // Trimmed, empty entries dropped; the first is required and at most six (`002` §4, §5).
      if (findInvalidRecipients(editing.typed).length > 0) return;
      const receivers = cleanRecipients(editing.typed);
      void persist({ ...site, mailReceivers: { ...site.mailReceivers, [editing.category]: receivers } });
      return;
    }
    if (editing.kind === 'delete') {
      void persist(deleteLegacyModule(site, { moduleId: editing.moduleId }));
      return;
    }
    if (editing.kind === 'texts') {
      const { draft } = editing;
      if (draft === null) {
        setEditing(null);
        return;
      }
      void persist(updateLegacyModule(site, draft.id, () => draft));
      return;
    }
    const { moduleId, value } = editing;
    if (value === null) {
      setEditing(null);
      return;
    }
    void persist(updateLegacyModule(site, moduleId, (module) => withLegacyRsvpSettings(module, value)));
  };

  /** A change made straight from the list; a conflict shows above the list, with the stored site. */
  const change = (next: LegacySite) => {
    setConflict(false);
    if (next !== site) void persist(next);
  };
  const nameOf = (module: LegacyModule | undefined) =>
    module ? legacyModuleName(module, moduleTypeName(intl, module.type)) : '';

  // While the dialog fades out its last content stays, so it never shows empty.
  const lastEditing = useRef<Editing | null>(null);
  if (editing) lastEditing.current = editing;
  const shown = editing ?? lastEditing.current;
  let dialogTitle = '';
  let dialogBody: ReactNode = null;
  if (shown?.kind === 'receivers') {
    dialogTitle = t(`legacy.receivers.${shown.category}`);
    dialogBody = (
      <RecipientsEditor
        recipients={shown.typed}
        onChange={(typed) => setEditing({ ...shown, typed })}
        keepFirst
      />
    );
  }
  if (shown?.kind === 'rsvp') {
    const rsvp = rsvps.find((reading) => reading.module.id === shown.moduleId);
    dialogTitle = t('legacy.rsvp.settings', { title: rsvp?.module.title || t('legacy.rsvp.untitled') });
    dialogBody = rsvp && (
      <LegacyRsvpSettings
        key={site.siteVersion}
        properties={rsvp.properties}
        onChange={(value) => setEditing({ ...shown, value })}
      />
    );
  }

  if (shown?.kind === 'texts') {
    const module = shown.draft ?? moduleOf(shown.moduleId);
    dialogTitle = t('legacy.texts.dialogTitle', { name: nameOf(moduleOf(shown.moduleId)) });
    dialogBody = module && (
      <LegacyModuleTexts
        key={site.siteVersion}
        module={module}
        onChange={(draft) => setEditing({ ...shown, draft })}
      />
    );
  }
  if (shown?.kind === 'delete') {
    dialogTitle = t('legacy.modules.deleteTitle', { name: nameOf(moduleOf(shown.moduleId)) });
    dialogBody = <p>{t('legacy.modules.deleteText')}</p>;
  }

  return (
    <OwnerFrame siteId={site._id} quickStart={false}>
      <section className={styles.panel} aria-labelledby="legacy-editor-title">
        <div>
          <h1 id="legacy-editor-title" className={styles.title}>
            {t('legacy.editor.title')}
          </h1>
          <p className={styles.text}>{t('legacy.editor.text')}</p>
        </div>
        <ul className={styles.receivers}>
          {LEGACY_MAIL_RECEIVER_CATEGORIES.map((category) => {
            const receivers = receiversOf(site.mailReceivers, category);
            return (
              <li key={category} className={styles.receiver}>
                <span className={styles.label}>{t(`legacy.receivers.${category}`)}</span>
                <span className={styles.mails}>
                  {receivers.length > 0 ? receivers.join(', ') : t('legacy.receivers.none')}
                </span>
                <Button
                  variant="secondary"
                  onClick={() => open({ kind: 'receivers', category, typed: receivers })}
                >
                  {t('legacy.receivers.edit')}
                </Button>
              </li>
            );
          })}
          {rsvps.map(({ module, properties }) => (
            <li key={module.id} className={styles.receiver}>
              <span className={styles.label}>
                {t('legacy.rsvp.settings', { title: module.title || t('legacy.rsvp.untitled') })}
              </span>
              <span className={styles.mails}>
                {t('legacy.rsvp.summary', { max: String(properties.maxNumberOfPersons) })}
              </span>
              <Button
                variant="secondary"
                onClick={() => open({ kind: 'rsvp', moduleId: module.id, value: null })}
              >
                {t('legacy.receivers.edit')}
              </Button>
            </li>
          ))}
        </ul>
        {conflict && editing === null && <p role="alert">{t('legacy.save.conflict')}</p>}
        <LegacyModuleList
          modules={site.modules}
          types={addableLegacyModuleTypes(config.brand)}
          busy={saving}
          onMove={(moduleId, direction) => change(moveLegacyModule(site, { moduleId, direction }))}
          onHide={(moduleId, hide) => change(setLegacyModuleHidden(site, { moduleId, hide }))}
          onEdit={(moduleId) => open({ kind: 'texts', moduleId, draft: null })}
          onDelete={(moduleId) => open({ kind: 'delete', moduleId })}
          onAdd={(type) =>
            change(addLegacyModule(site, { type, uniquePart: crypto.randomUUID().slice(0, 8) }))
          }
        />
      </section>
      <div className={styles.preview}>
        <LegacySiteView site={site} language={language} config={config} mode="PREVIEW" />
      </div>
      <Dialog
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={dialogTitle}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="quiet">{t('legacy.receivers.cancel')}</Button>
            </DialogClose>
            <Button onClick={save} disabled={saving} aria-busy={saving || undefined}>
              {t(shown?.kind === 'delete' ? 'legacy.modules.delete' : 'legacy.receivers.save')}
            </Button>
          </>
        }
      >
        {conflict && <p role="alert">{t('legacy.save.conflict')}</p>}
        {dialogBody}
      </Dialog>
    </OwnerFrame>
  );
}
