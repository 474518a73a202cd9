import type { ModuleDefinition } from '../module-definition';
import { VideoView } from './video-view';

export const videoModule: ModuleDefinition<'Video'> = { type: 'Video', View: VideoView };
