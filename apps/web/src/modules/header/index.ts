import type { ModuleDefinition } from '../module-definition';
import { HeaderView } from './header-view';

export const headerModule: ModuleDefinition<'Header'> = { type: 'Header', View: HeaderView };
