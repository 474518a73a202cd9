import type { ModuleDefinition } from '../module-definition';
import { CountdownView } from './countdown-view';

export const countdownModule: ModuleDefinition<'Countdown'> = { type: 'Countdown', View: CountdownView };
