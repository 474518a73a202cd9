import type { ModuleDefinition } from '../module-definition';
import { ImageAndTextView } from './image-and-text-view';

export const imageAndTextModule: ModuleDefinition<'ImageAndText'> = {
  type: 'ImageAndText',
  View: ImageAndTextView,
};
