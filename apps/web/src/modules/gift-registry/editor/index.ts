import { GiftIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const giftRegistryModuleEditor: ModuleEditorDefinition<'GiftRegistry'> = {
  type: 'GiftRegistry',
  Editor: lazy(() => import('./gift-registry-editor')),
  Icon: GiftIcon,
};
