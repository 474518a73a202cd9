import { UsersIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const peopleListModuleEditor: ModuleEditorDefinition<'PeopleList'> = {
  type: 'PeopleList',
  Editor: lazy(() => import('./people-list-editor')),
  Icon: UsersIcon,
};
