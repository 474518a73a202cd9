import { NewspaperIcon } from 'lucide-react';
import { lazy } from 'react';
import type { ModuleEditorDefinition } from '../../shared/editor/module-editor-definition';

export const imageAndTextModuleEditor: ModuleEditorDefinition<'ImageAndText'> = {
  type: 'ImageAndText',
  Editor: lazy(() => import('./image-and-text-editor')),
  Icon: NewspaperIcon,
};
