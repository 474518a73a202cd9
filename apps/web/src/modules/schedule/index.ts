import type { ModuleDefinition } from '../module-definition';
import { ScheduleView } from './schedule-view';

export const scheduleModule: ModuleDefinition<'Schedule'> = { type: 'Schedule', View: ScheduleView };
