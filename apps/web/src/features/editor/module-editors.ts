import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { IntlShape } from 'react-intl';
import type { CreateModuleOptions } from '@eventsite/core/editor/create-module';
import type { SiteModule } from '@eventsite/core/schemas/site-modules';
import { countdownModuleEditor } from '../../modules/countdown/editor';
import { formModuleEditor } from '../../modules/form/editor';
import { giftRegistryModuleEditor } from '../../modules/gift-registry/editor';
import { headerModuleEditor } from '../../modules/header/editor';
import { imageAndTextModuleEditor } from '../../modules/image-and-text/editor';
import { imageGalleryModuleEditor } from '../../modules/image-gallery/editor';
import { locationModuleEditor } from '../../modules/location/editor';
import { peopleListModuleEditor } from '../../modules/people-list/editor';
import { rsvpModuleEditor } from '../../modules/rsvp/editor';
import { scheduleModuleEditor } from '../../modules/schedule/editor';
import { seatingModuleEditor } from '../../modules/seating/editor';
import { speech2ModuleEditor } from '../../modules/speech2/editor';
import { textModuleEditor } from '../../modules/text/editor';
import { textAndImageListModuleEditor } from '../../modules/text-and-image-list/editor';
import { videoModuleEditor } from '../../modules/video/editor';
import type { ModuleEditorProps } from '../../modules/shared/editor/module-editor';
import type { ModuleEditorDefinitions } from '../../modules/shared/editor/module-editor-definition';

/**
 * Every module type's editor definition, one line each: the owner's half of `modules/<type>/index.ts`
 * (listed in `modules/registry.tsx`), in `modules/<type>/editor/index.ts`. An edit dialog's code loads when
 * the owner first opens it, and guests never load any of it.
 */
export const MODULE_EDITOR_DEFINITIONS: ModuleEditorDefinitions = {
  Header: headerModuleEditor,
  Text: textModuleEditor,
  ImageAndText: imageAndTextModuleEditor,
  Video: videoModuleEditor,
  TextAndImageList: textAndImageListModuleEditor,
  PeopleList: peopleListModuleEditor,
  GiftRegistry: giftRegistryModuleEditor,
  Location: locationModuleEditor,
  Rsvp: rsvpModuleEditor,
  Countdown: countdownModuleEditor,
  Form: formModuleEditor,
  ImageGallery: imageGalleryModuleEditor,
  Speech2: speech2ModuleEditor,
  Schedule: scheduleModuleEditor,
  Seating: seatingModuleEditor,
};

/** The edit dialog of a module type, or null for a type this build does not know (then it has no edit button). */
export function moduleEditorOf(
  type: SiteModuleType,
): LazyExoticComponent<ComponentType<ModuleEditorProps>> | null {
  // The map pairs each type with its own dialog, so a module always reaches the dialog of its type.
  return Object.hasOwn(MODULE_EDITOR_DEFINITIONS, type)
    ? (MODULE_EDITOR_DEFINITIONS[type].Editor as LazyExoticComponent<ComponentType<ModuleEditorProps>>)
    : null;
}

/**
 * The name owners know a module type by, from its definition's label; a type this build does not know
 * (data from a newer version) shows as it is stored.
 */
export function moduleTypeName(intl: IntlShape, type: string): string {
  return Object.hasOwn(MODULE_EDITOR_DEFINITIONS, type)
    ? intl.formatMessage(MODULE_EDITOR_DEFINITIONS[type as SiteModuleType].label)
    : type;
}

/** A new module of a type, as its definition makes one (the add-module dialog's choice). */
export function createModuleOf(type: SiteModuleType, options: CreateModuleOptions): SiteModule {
  return MODULE_EDITOR_DEFINITIONS[type].create(options);
}
