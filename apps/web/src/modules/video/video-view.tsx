import { useState, type SyntheticEvent } from 'react';
import {
  extractVideoId,
  needsThumbnailFallback,
  videoEmbedUrl,
  videoThumbnailUrls,
} from '@eventsite/core/rules/video-id';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { VideoModule } from '@eventsite/core/schemas/site-modules';
import type { ModuleViewProps } from '../module-context';
import { videoText } from './video-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { PlayIcon, VideoIcon } from '../shared/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import styles from './video-view.module.css';

interface VideoPlayerProps {
  videoId: string;
  title: string;
  autoStart: boolean;
  language: string;
}

/**
 * A thumbnail with a play button until the guest asks for the video: YouTube's player is heavy, so it is
 * embedded (privacy mode) only on that click, and then it plays at once. With autoStart it is embedded
 * and plays straight away (`001` "Video").
 */
function VideoPlayer({ videoId, title, autoStart, language }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(autoStart);
  const thumbnails = videoThumbnailUrls(videoId);
  const [thumbnail, setThumbnail] = useState<string | null>(thumbnails.maxResolution);

  // YouTube answers a missing maximum-resolution thumbnail with a small placeholder, not an error.
  const onThumbnailLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (thumbnail !== thumbnails.fallback && needsThumbnailFallback(event.currentTarget.naturalWidth)) {
      setThumbnail(thumbnails.fallback);
    }
  };

  // Without any thumbnail the dark frame and the play button still make a clear player.
  const onThumbnailError = () =>
    setThumbnail(thumbnail === thumbnails.maxResolution ? thumbnails.fallback : null);

  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          className={styles.player}
          src={videoEmbedUrl(videoId, true)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
          {thumbnail !== null && (
            <img
              className={styles.thumbnail}
              src={thumbnail}
              alt=""
              width={1280}
              height={720}
              loading="lazy"
              decoding="async"
              onLoad={onThumbnailLoad}
              onError={onThumbnailError}
            />
          )}
          <span className={styles.play}>
            <PlayIcon />
          </span>
          <span className="visually-hidden">
            {videoText('playVideo', language)}: {title}
          </span>
        </button>
      )}
    </div>
  );
}

/** A YouTube video, shown only when its link yields an 11-character id (`001` "Video", §5). */
export function VideoView({ module, context }: ModuleViewProps<VideoModule>) {
  const title = translateText(module.title, context.language);
  const videoId = extractVideoId(module.video.videoUrl);

  if (videoId === null) {
    if (context.mode !== 'EDIT') return null;
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={<VideoIcon />}>{videoText('videoEmpty', context.language)}</EditPlaceholder>
      </div>
    );
  }

  return (
    <div className={layout.contentMedium}>
      <ModuleHeading title={title} />
      <VideoPlayer
        key={videoId}
        videoId={videoId}
        title={title || videoText('video', context.language)}
        // Autoplay only where a guest watches: never in a still preview, nor while the owner edits.
        autoStart={module.video.autoStart && context.live && context.mode === 'PUBLIC'}
        language={context.language}
      />
    </div>
  );
}
