import { useState } from 'react';
import { extractVideoId, videoEmbedUrl } from '@eventsite/core/rules/video-id';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { VideoModule } from '@eventsite/core/schemas/site-modules';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { videoText } from './video-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { PlayIcon, VideoIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import styles from './video-view.module.css';

interface VideoPlayerProps {
  videoId: string;
  title: string;
  language: string;
}

/**
 * A poster drawn by us with a play button until the guest asks for the video: nothing is fetched from
 * YouTube before that click (issue 33 item 6), not even a thumbnail, so a guest's visit tells no third
 * party about them. The click embeds the privacy-mode player, which then plays at once; an owner's
 * autoStart cannot start it sooner.
 */
function VideoPlayer({ videoId, title, language }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);

  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          className={styles.player}
          src={videoEmbedUrl(videoId, true)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
          <span className={styles.play}>
            <PlayIcon />
          </span>
          <span className={styles.notice} aria-hidden="true">
            {videoText('videoFromYouTube', language)}
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
        <EditPlaceholder icon={<VideoIcon />}>
          {videoText('videoEmpty', ownerLanguageOf(context))}
        </EditPlaceholder>
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
        language={context.language}
      />
    </div>
  );
}
