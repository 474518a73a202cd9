import type { ModuleDefinition } from '../module-definition';
import { LocationView } from './location-view';

export const locationModule: ModuleDefinition<'Location'> = { type: 'Location', View: LocationView };
