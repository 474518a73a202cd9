import { LayoutListIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const textAndImageListModuleEditor: ModuleEditorDefinition<'TextAndImageList'> = {
  type: 'TextAndImageList',
  Editor: lazy(() => import('./text-and-image-list-editor')),
  Icon: LayoutListIcon,
};
