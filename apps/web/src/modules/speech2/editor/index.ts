import { MicIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const speech2ModuleEditor: ModuleEditorDefinition<'Speech2'> = {
  type: 'Speech2',
  label: { id: 'editor.moduleType.Speech2' },
  description: { id: 'editor.moduleType.Speech2.description' },
  Editor: lazy(() => import('./speech2-editor')),
  Icon: MicIcon,
  create: (options) => createModule('Speech2', options),
};
