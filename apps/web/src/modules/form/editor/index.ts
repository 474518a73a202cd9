import { TextCursorInputIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const formModuleEditor: ModuleEditorDefinition<'Form'> = {
  type: 'Form',
  Editor: lazy(() => import('./form-editor')),
  Icon: TextCursorInputIcon,
};
