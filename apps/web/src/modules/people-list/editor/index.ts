import { UsersIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const peopleListModuleEditor: ModuleEditorDefinition<'PeopleList'> = {
  type: 'PeopleList',
  label: { id: 'editor.moduleType.PeopleList' },
  description: { id: 'editor.moduleType.PeopleList.description' },
  Editor: lazy(() => import('./people-list-editor')),
  Icon: UsersIcon,
  create: (options) => createModule('PeopleList', options),
};
