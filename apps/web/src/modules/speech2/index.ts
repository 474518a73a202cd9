import type { ModuleDefinition } from '../module-definition';
import { Speech2View } from './speech2-view';

export const speech2Module: ModuleDefinition<'Speech2'> = { type: 'Speech2', View: Speech2View };
