import type { ModuleDefinition } from '../module-definition';
import { ImageGalleryView } from './image-gallery-view';

export const imageGalleryModule: ModuleDefinition<'ImageGallery'> = {
  type: 'ImageGallery',
  View: ImageGalleryView,
};
