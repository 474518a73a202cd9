import { TimerIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const countdownModuleEditor: ModuleEditorDefinition<'Countdown'> = {
  type: 'Countdown',
  label: { id: 'editor.moduleType.Countdown' },
  description: { id: 'editor.moduleType.Countdown.description' },
  Editor: lazy(() => import('./countdown-editor')),
  Icon: TimerIcon,
  create: (options) => createModule('Countdown', options),
};
