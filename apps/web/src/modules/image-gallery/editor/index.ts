import { ImagesIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const imageGalleryModuleEditor: ModuleEditorDefinition<'ImageGallery'> = {
  type: 'ImageGallery',
  label: { id: 'editor.moduleType.ImageGallery' },
  description: { id: 'editor.moduleType.ImageGallery.description' },
  Editor: lazy(() => import('./image-gallery-editor')),
  Icon: ImagesIcon,
  create: (options) => createModule('ImageGallery', options),
};
