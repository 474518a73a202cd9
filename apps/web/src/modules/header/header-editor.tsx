import { THEME_WITH_TITLE_ALIGNMENT } from '@eventsite/core/constants/themes';
import type { HeaderModule } from '@eventsite/core/schemas/site-modules';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../components/editor-ui/translatable-text-field';
import { ImageField } from '../../components/image-editor/image-field';
import { useAppConfig } from '../../lib/app-context';
import type { ModuleEditorProps } from '../module-editor';
import { useModuleEditorDraft } from '../shared/use-module-editor-draft';
import styles from './header-editor.module.css';

const ALIGNMENTS = [
  { value: -1, label: 'headerEditor.alignment.up' },
  { value: 0, label: 'headerEditor.alignment.middle' },
  { value: 1, label: 'headerEditor.alignment.down' },
] as const;

/**
 * The header's edit dialog (`002` §2.3, §3 "Header"): the image with its size, the title (or, when the site
 * shows its event logo, a note saying so) and a second line; on theme9 the title can sit higher or lower.
 */
export default function HeaderEditor({
  module,
  site,
  language,
  imageApiBase,
  quickStart,
  onApply,
  onClose,
}: ModuleEditorProps<HeaderModule>) {
  const intl = useIntl();
  const { brand } = useAppConfig();
  const { draft, set, field } = useModuleEditorDraft(module, language);
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
      <ImageField
        label={intl.formatMessage({ id: 'headerEditor.image' })}
        image={draft.image}
        onChange={set('image')}
        imageApiBase={imageApiBase}
        quickStart={quickStart}
        sizeChoice={{
          value: draft.userSelectedImageSize,
          onChange: set('userSelectedImageSize'),
        }}
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
        <fieldset className={styles.alignment}>
          <legend className={styles.legend}>
            {intl.formatMessage({ id: 'headerEditor.alignment.label' })}
          </legend>
          <div className={styles.segments}>
            {ALIGNMENTS.map(({ value, label }) => (
              <label key={value} className={styles.segment}>
                <input
                  type="radio"
                  name="header-title-alignment"
                  checked={draft.verticalAlignment === value}
                  onChange={() => set('verticalAlignment')(value)}
                />
                <span className={styles.segmentLabel}>{intl.formatMessage({ id: label })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </EditorDialog>
  );
}
