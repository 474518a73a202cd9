import { ImagesIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const imageGalleryModuleEditor: ModuleEditorDefinition<'ImageGallery'> = {
  type: 'ImageGallery',
  Editor: lazy(() => import('./image-gallery-editor')),
  Icon: ImagesIcon,
};
