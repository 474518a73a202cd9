import { useEffect, useMemo, type ComponentType } from 'react';
import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { SiteModule } from '@eventsite/core/schemas/site-modules';
import { ImageSettingsContext, useImageSettings } from '../components/responsive-image/image-settings';
import { reportError, Severity } from '../lib/report-error';
import { countdownModule } from './countdown';
import { formModule } from './form';
import { giftRegistryModule } from './gift-registry';
import { headerModule } from './header';
import { imageAndTextModule } from './image-and-text';
import { imageGalleryModule } from './image-gallery';
import { locationModule } from './location';
import { peopleListModule } from './people-list';
import { rsvpModule } from './rsvp';
import { scheduleModule } from './schedule';
import { seatingModule } from './seating';
import { speech2Module } from './speech2';
import { textModule } from './text';
import { textAndImageListModule } from './text-and-image-list';
import { videoModule } from './video';
import type { ModuleDefinitions } from './module-definition';
import type { ModuleContext, ModuleViewProps } from './module-context';

/**
 * Every module type, one line each: its definition is `modules/<type>/index.ts` (the owner's half, in
 * `modules/<type>/editor/`, is listed in `features/editor/module-editors.ts`). Every view is small and
 * imported eagerly: a guest scrolls through all modules of a one-page site; heavy parts (the gallery's
 * slider) are split inside their module.
 */
export const MODULE_DEFINITIONS: ModuleDefinitions = {
  Header: headerModule,
  Text: textModule,
  ImageAndText: imageAndTextModule,
  Video: videoModule,
  TextAndImageList: textAndImageListModule,
  PeopleList: peopleListModule,
  GiftRegistry: giftRegistryModule,
  Location: locationModule,
  Rsvp: rsvpModule,
  Countdown: countdownModule,
  Form: formModule,
  ImageGallery: imageGalleryModule,
  Speech2: speech2Module,
  Schedule: scheduleModule,
  Seating: seatingModule,
};

function guestViewOf(type: string): ComponentType<ModuleViewProps<SiteModule>> | undefined {
  // The map pairs each type with its own definition, so a module always reaches the view of its type.
  return Object.hasOwn(MODULE_DEFINITIONS, type)
    ? (MODULE_DEFINITIONS[type as SiteModuleType].View as ComponentType<ModuleViewProps<SiteModule>>)
    : undefined;
}

export interface GuestModuleViewProps {
  module: SiteModule;
  context: ModuleContext;
}

/**
 * The guest view of one module, chosen by its `siteModuleType`. A type this build does not know (data
 * from a newer version) renders nothing and is reported, so the rest of the page still shows.
 */
export function GuestModuleView({ module, context }: GuestModuleViewProps) {
  const imageSettings = useImageSettings();
  const type: string = module.siteModuleType;
  const View = guestViewOf(type);

  useEffect(() => {
    if (View === undefined) {
      reportError(new Error(`Unknown module type: ${type}`), Severity.error, { moduleId: module.id });
    }
  }, [View, type, module.id]);

  // The same value while nothing in it changes: a new one would reach a lazily loaded section that has not
  // hydrated yet as an update, and React would throw its server markup away (`LazyGuestSection`).
  const settings = useMemo(
    () => ({ cdnBase: imageSettings.cdnBase, language: context.language }),
    [imageSettings.cdnBase, context.language],
  );
  if (View === undefined) return null;
  return (
    <ImageSettingsContext value={settings}>
      <View module={module} context={context} />
    </ImageSettingsContext>
  );
}
