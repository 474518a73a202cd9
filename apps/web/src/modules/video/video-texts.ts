import { moduleTextReader } from '../shared/module-text-reader';

/** The words the video adds around the owner's texts, in the site language (see `moduleTextReader`). */
const VIDEO_TEXTS = {
  videoEmpty: {
    sv: 'Klistra in en länk till en YouTube-video',
    en: 'Paste a link to a YouTube video',
    da: 'Indsæt et link til en YouTube-video',
  },
  playVideo: { sv: 'Spela upp videon', en: 'Play the video', da: 'Afspil videoen' },
  videoFromYouTube: {
    sv: 'Spelas från YouTube när du klickar',
    en: 'Plays from YouTube when you click',
    da: 'Afspilles fra YouTube, når du klikker',
  },
  video: { sv: 'Video', en: 'Video', da: 'Video' },
} as const;

export const videoText = moduleTextReader(VIDEO_TEXTS);
