import type { ModuleDefinition } from '../module-definition';
import { TextView } from './text-view';

export const textModule: ModuleDefinition<'Text'> = { type: 'Text', View: TextView };
