import { TextAlignStartIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const textModuleEditor: ModuleEditorDefinition<'Text'> = {
  type: 'Text',
  label: { id: 'editor.moduleType.Text' },
  description: { id: 'editor.moduleType.Text.description' },
  Editor: lazy(() => import('./text-editor')),
  Icon: TextAlignStartIcon,
  create: (options) => createModule('Text', options),
};
