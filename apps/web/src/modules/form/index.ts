import type { ModuleDefinition } from '../module-definition';
import { FormView } from './form-view';

export const formModule: ModuleDefinition<'Form'> = { type: 'Form', View: FormView };
