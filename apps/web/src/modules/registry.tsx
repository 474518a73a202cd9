import { useEffect, type ComponentType } from 'react';
import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { SiteModule, SiteModuleOf } from '@eventsite/core/schemas/site-modules';
import { ImageSettingsContext, useImageSettings } from '../components/responsive-image/image-settings';
import { reportError, Severity } from '../lib/report-error';
import { CountdownView } from './countdown/countdown-view';
import { FormView } from './form/form-view';
import { GiftRegistryView } from './gift-registry/gift-registry-view';
import { HeaderView } from './header/header-view';
import { ImageAndTextView } from './image-and-text/image-and-text-view';
import { ImageGalleryView } from './image-gallery/image-gallery-view';
import { LocationView } from './location/location-view';
import type { ModuleContext, ModuleViewProps } from './module-context';
import { PeopleListView } from './people-list/people-list-view';
import { RsvpView } from './rsvp/rsvp-view';
import { Speech2View } from './speech2/speech2-view';
import { TextAndImageListView } from './text-and-image-list/text-and-image-list-view';
import { TextView } from './text/text-view';
import { VideoView } from './video/video-view';

type GuestViews = { [T in SiteModuleType]: ComponentType<ModuleViewProps<SiteModuleOf<T>>> };

/*
 * Every view is small and imported eagerly: a guest scrolls through all modules of a one-page site.
 * Heavy parts (the gallery's slider) are split inside their module.
 */
const GUEST_VIEWS: GuestViews = {
  Header: HeaderView,
  Text: TextView,
  ImageAndText: ImageAndTextView,
  Video: VideoView,
  TextAndImageList: TextAndImageListView,
  PeopleList: PeopleListView,
  GiftRegistry: GiftRegistryView,
  Location: LocationView,
  Rsvp: RsvpView,
  Countdown: CountdownView,
  Form: FormView,
  ImageGallery: ImageGalleryView,
  Speech2: Speech2View,
};

function guestViewOf(type: string): ComponentType<ModuleViewProps<SiteModule>> | undefined {
  // The map pairs each type with its own view, so a module always reaches the view of its type.
  return Object.hasOwn(GUEST_VIEWS, type)
    ? (GUEST_VIEWS[type as SiteModuleType] as ComponentType<ModuleViewProps<SiteModule>>)
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

  if (View === undefined) return null;
  return (
    <ImageSettingsContext value={{ cdnBase: imageSettings.cdnBase, language: context.language }}>
      <View module={module} context={context} />
    </ImageSettingsContext>
  );
}
