import type { ModuleDefinition } from '../module-definition';
import { TextAndImageListView } from './text-and-image-list-view';

export const textAndImageListModule: ModuleDefinition<'TextAndImageList'> = {
  type: 'TextAndImageList',
  View: TextAndImageListView,
};
