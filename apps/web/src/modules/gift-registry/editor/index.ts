import { GiftIcon } from 'lucide-react';
import { lazy } from 'react';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const giftRegistryModuleEditor: ModuleEditorDefinition<'GiftRegistry'> = {
  type: 'GiftRegistry',
  label: { id: 'editor.moduleType.GiftRegistry' },
  description: { id: 'editor.moduleType.GiftRegistry.description' },
  Editor: lazy(() => import('./gift-registry-editor')),
  Icon: GiftIcon,
  create: (options) => createModule('GiftRegistry', options),
};
