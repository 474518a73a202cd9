import type { ModuleDefinition } from '../module-definition';
import { RsvpView } from './rsvp-view';

export const rsvpModule: ModuleDefinition<'Rsvp'> = { type: 'Rsvp', View: RsvpView };
