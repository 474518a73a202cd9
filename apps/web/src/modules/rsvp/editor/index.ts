import { ClipboardCheckIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const rsvpModuleEditor: ModuleEditorDefinition<'Rsvp'> = {
  type: 'Rsvp',
  label: { id: 'editor.moduleType.Rsvp' },
  description: { id: 'editor.moduleType.Rsvp.description' },
  Editor: lazy(() => import('./rsvp-editor')),
  Icon: ClipboardCheckIcon,
  create: (options) => createModule('Rsvp', options),
};
