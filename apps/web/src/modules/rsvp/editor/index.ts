import { ClipboardCheckIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const rsvpModuleEditor: ModuleEditorDefinition<'Rsvp'> = {
  type: 'Rsvp',
  Editor: lazy(() => import('./rsvp-editor')),
  Icon: ClipboardCheckIcon,
};
