import { TextAlignStartIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const textModuleEditor: ModuleEditorDefinition<'Text'> = {
  type: 'Text',
  Editor: lazy(() => import('./text-editor')),
  Icon: TextAlignStartIcon,
};
