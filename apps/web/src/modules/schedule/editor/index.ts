import { CalendarClockIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const scheduleModuleEditor: ModuleEditorDefinition<'Schedule'> = {
  type: 'Schedule',
  label: { id: 'editor.moduleType.Schedule' },
  description: { id: 'editor.moduleType.Schedule.description' },
  Editor: lazy(() => import('./schedule-editor')),
  Icon: CalendarClockIcon,
  create: (options) => createModule('Schedule', options),
};
