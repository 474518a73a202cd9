import { MapPinIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const locationModuleEditor: ModuleEditorDefinition<'Location'> = {
  type: 'Location',
  label: { id: 'editor.moduleType.Location' },
  description: { id: 'editor.moduleType.Location.description' },
  Editor: lazy(() => import('./location-editor')),
  Icon: MapPinIcon,
  create: (options) => createModule('Location', options),
};
