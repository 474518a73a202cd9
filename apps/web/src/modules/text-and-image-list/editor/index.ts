import { LayoutListIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const textAndImageListModuleEditor: ModuleEditorDefinition<'TextAndImageList'> = {
  type: 'TextAndImageList',
  label: { id: 'editor.moduleType.TextAndImageList' },
  description: { id: 'editor.moduleType.TextAndImageList.description' },
  Editor: lazy(() => import('./text-and-image-list-editor')),
  Icon: LayoutListIcon,
  create: (options) => createModule('TextAndImageList', options),
};
