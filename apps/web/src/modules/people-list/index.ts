import type { ModuleDefinition } from '../module-definition';
import { PeopleListView } from './people-list-view';

export const peopleListModule: ModuleDefinition<'PeopleList'> = { type: 'PeopleList', View: PeopleListView };
