import { extractVideoId, needsThumbnailFallback, videoThumbnailUrls } from '@eventsite/core/rules/video-id';
import { normalizeVideoUrl } from '@eventsite/core/rules/video-url';
import type { VideoModule } from '@eventsite/core/schemas/site-modules';
import { PlayIcon } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { TextField } from '../../../components/ui/text-field';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { useRefusableField } from '../../shared/use-refusable-field';
import styles from './video-editor.module.css';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

/** The video's thumbnail as guests see it first: the largest one, or the smaller when that is a placeholder. */
function VideoPreview({ videoId, label }: { videoId: string; label: string }) {
  const thumbnails = videoThumbnailUrls(videoId);
  const [thumbnail, setThumbnail] = useState<string | null>(thumbnails.maxResolution);

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (thumbnail !== thumbnails.fallback && needsThumbnailFallback(event.currentTarget.naturalWidth)) {
      setThumbnail(thumbnails.fallback);
    }
  };

  return (
    <figure className={styles.preview}>
      <div className={styles.frame}>
        {thumbnail !== null && (
          <img
            className={styles.thumbnail}
            src={thumbnail}
            alt={label}
            width={1280}
            height={720}
            onLoad={onLoad}
            onError={() => setThumbnail(thumbnail === thumbnails.maxResolution ? thumbnails.fallback : null)}
          />
        )}
        <span className={styles.play} aria-hidden="true">
          <PlayIcon size={24} fill="currentColor" stroke="none" />
        </span>
      </div>
    </figure>
  );
}

/**
 * The Video module's dialog (`002` §2.3, §5): a YouTube link whose id is found with core's rule and taken
 * only when it is exactly 11 characters, a preview once it is found, a clear message when the link is not
 * a YouTube link, and the autoStart switch.
 */
export default function VideoEditor({ module, site, onApply, onClose }: ModuleEditorProps<VideoModule>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { draft, field } = useModuleEditorDraft(module, language);
  const [url, setUrl] = useState(module.video.videoUrl);
  const [autoStart, setAutoStart] = useState(module.video.autoStart);
  const urlField = useRefusableField();

  const videoId = extractVideoId(url);
  const notYouTube = url.trim() !== '' && videoId === null;

  const done = () => {
    if (notYouTube) {
      urlField.refuse();
      return;
    }
    onApply({ ...draft, video: { ...module.video, videoUrl: normalizeVideoUrl(url), autoStart } });
  };

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'moduleEditors.video.title' })}
      description={editorLanguageNote(intl, site, language)}
      onClose={onClose}
      onDone={done}
    >
      <TranslatableTextField
        label={intl.formatMessage({ id: 'moduleEditors.field.title' })}
        {...field('title')}
      />
      <div ref={urlField.fieldRef} className={styles.urlField}>
        <TextField
          label={intl.formatMessage({ id: 'moduleEditors.video.url' })}
          hint={intl.formatMessage({ id: 'moduleEditors.video.urlHint' })}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://www.youtube.com/watch?v=…"
          value={url}
          aria-invalid={notYouTube || undefined}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            urlField.clear();
          }}
        />
      </div>
      <div className={styles.status} aria-live="polite">
        {videoId !== null && (
          <div className={styles.found}>
            <VideoPreview
              key={videoId}
              videoId={videoId}
              label={intl.formatMessage({ id: 'moduleEditors.video.preview' })}
            />
            <p className={styles.foundText}>
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
              {intl.formatMessage({ id: 'moduleEditors.video.found' }, { videoId })}
            </p>
          </div>
        )}
        {notYouTube && (
          <p className={styles.notYouTube} role={urlField.refused ? 'alert' : undefined}>
            {intl.formatMessage({ id: 'moduleEditors.video.notYouTube' })}
          </p>
        )}
        {url.trim() === '' && (
          <p className={styles.empty}>{intl.formatMessage({ id: 'moduleEditors.video.empty' })}</p>
        )}
      </div>
      <SwitchField
        label={intl.formatMessage({ id: 'moduleEditors.video.autoStart' })}
        hint={intl.formatMessage({ id: 'moduleEditors.video.autoStartHint' })}
        checked={autoStart}
        onCheckedChange={setAutoStart}
      />
    </EditorDialog>
  );
}
