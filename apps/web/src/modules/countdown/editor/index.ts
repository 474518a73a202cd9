import { TimerIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const countdownModuleEditor: ModuleEditorDefinition<'Countdown'> = {
  type: 'Countdown',
  Editor: lazy(() => import('./countdown-editor')),
  Icon: TimerIcon,
};
