import { NewspaperIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const imageAndTextModuleEditor: ModuleEditorDefinition<'ImageAndText'> = {
  type: 'ImageAndText',
  label: { id: 'editor.moduleType.ImageAndText' },
  description: { id: 'editor.moduleType.ImageAndText.description' },
  Editor: lazy(() => import('./image-and-text-editor')),
  Icon: NewspaperIcon,
  create: (options) => createModule('ImageAndText', options),
};
