import { MicIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const speech2ModuleEditor: ModuleEditorDefinition<'Speech2'> = {
  type: 'Speech2',
  Editor: lazy(() => import('./speech2-editor')),
  Icon: MicIcon,
};
