import { TextCursorInputIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const formModuleEditor: ModuleEditorDefinition<'Form'> = {
  type: 'Form',
  label: { id: 'editor.moduleType.Form' },
  description: { id: 'editor.moduleType.Form.description' },
  Editor: lazy(() => import('./form-editor')),
  Icon: TextCursorInputIcon,
  create: (options) => createModule('Form', options),
};
