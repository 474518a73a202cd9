import { ArmchairIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const seatingModuleEditor: ModuleEditorDefinition<'Seating'> = {
  type: 'Seating',
  label: { id: 'editor.moduleType.Seating' },
  description: { id: 'editor.moduleType.Seating.description' },
  Editor: lazy(() => import('./seating-editor')),
  Icon: ArmchairIcon,
  create: (options) => createModule('Seating', options),
};
