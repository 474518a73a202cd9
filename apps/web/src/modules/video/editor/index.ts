import { SquarePlayIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const videoModuleEditor: ModuleEditorDefinition<'Video'> = {
  type: 'Video',
  label: { id: 'editor.moduleType.Video' },
  description: { id: 'editor.moduleType.Video.description' },
  Editor: lazy(() => import('./video-editor')),
  Icon: SquarePlayIcon,
  create: (options) => createModule('Video', options),
};
