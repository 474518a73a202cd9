import { THEME_WITH_TITLE_ALIGNMENT } from '@eventsite/core/constants/themes';
import type { HeaderModule } from '@eventsite/core/schemas/site-modules';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { useAppConfig } from '../../../lib/app-context';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { SizedImageField } from '../../shared/editor/sized-image-editor-field';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import styles from './header-editor.module.css';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

const ALIGNMENTS = [
  { value: -1, label: 'headerEditor.alignment.up' },
  { value: 0, label: 'headerEditor.alignment.middle' },
  { value: 1, label: 'headerEditor.alignment.down' },
] as const;

/**
 * The header's edit dialog (`002` §2.3, §3 "Header"): the image with its size, the title (or, when the site
 * shows its event logo, a note saying so) and a second line; on theme9 the title can sit higher or lower.
 */
export default function HeaderEditor({ module, site, onApply, onClose }: ModuleEditorProps<HeaderModule>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { brand } = useAppConfig();
  const { draft, setDraft, set, field } = useModuleEditorDraft(module, language);
  // The header shows the event logo in place of the title on wedding sites that have one (`001` "Header").
  const showsEventLogo = Boolean(site.eventLogo) && brand === 'wedding';

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'headerEditor.title' })}
      description={[
        intl.formatMessage({ id: 'headerEditor.description' }),
        editorLanguageNote(intl, site, language),
      ]
        .filter(Boolean)
        .join('. ')}
      onClose={onClose}
      onDone={() => onApply(draft)}
    >
      <SizedImageField
        label={intl.formatMessage({ id: 'headerEditor.image' })}
        draft={draft}
        setDraft={setDraft}
      />
      {showsEventLogo ? (
        <p className={styles.note}>{intl.formatMessage({ id: 'headerEditor.logoNote' })}</p>
      ) : (
        <TranslatableTextField
          label={intl.formatMessage({ id: 'headerEditor.titleField' })}
          maxLength={200}
          {...field('title')}
        />
      )}
      <TranslatableTextField
        label={intl.formatMessage({ id: 'headerEditor.secondLine' })}
        maxLength={200}
        {...field('secondLine')}
      />
      {site.theme === THEME_WITH_TITLE_ALIGNMENT && (
        <SegmentedChoice
          legend={intl.formatMessage({ id: 'headerEditor.alignment.label' })}
          name="header-title-alignment"
          options={ALIGNMENTS.map(({ value, label }) => ({
            value,
            label: intl.formatMessage({ id: label }),
          }))}
          value={draft.verticalAlignment}
          onChange={set('verticalAlignment')}
        />
      )}
    </EditorDialog>
  );
}
