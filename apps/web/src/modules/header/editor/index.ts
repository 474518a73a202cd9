import { PanelTopIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const headerModuleEditor: ModuleEditorDefinition<'Header'> = {
  type: 'Header',
  label: { id: 'editor.moduleType.Header' },
  description: { id: 'editor.moduleType.Header.description' },
  Editor: lazy(() => import('./header-editor')),
  Icon: PanelTopIcon,
  create: (options) => createModule('Header', options),
};
