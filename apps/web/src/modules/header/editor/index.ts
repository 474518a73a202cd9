import { PanelTopIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const headerModuleEditor: ModuleEditorDefinition<'Header'> = {
  type: 'Header',
  Editor: lazy(() => import('./header-editor')),
  Icon: PanelTopIcon,
};
