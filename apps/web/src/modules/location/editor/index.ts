import { MapPinIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const locationModuleEditor: ModuleEditorDefinition<'Location'> = {
  type: 'Location',
  Editor: lazy(() => import('./location-editor')),
  Icon: MapPinIcon,
};
