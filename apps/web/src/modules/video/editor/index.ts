import { SquarePlayIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const videoModuleEditor: ModuleEditorDefinition<'Video'> = {
  type: 'Video',
  Editor: lazy(() => import('./video-editor')),
  Icon: SquarePlayIcon,
};
