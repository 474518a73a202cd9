import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import {
  ClipboardCheckIcon,
  GiftIcon,
  ImagesIcon,
  LayoutListIcon,
  MapPinIcon,
  MicIcon,
  NewspaperIcon,
  PanelTopIcon,
  SquarePlayIcon,
  TextAlignStartIcon,
  TextCursorInputIcon,
  TimerIcon,
  UsersIcon,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

const ICONS: Record<SiteModuleType, LucideIcon> = {
  Header: PanelTopIcon,
  Location: MapPinIcon,
  TextAndImageList: LayoutListIcon,
  ImageAndText: NewspaperIcon,
  Text: TextAlignStartIcon,
  Rsvp: ClipboardCheckIcon,
  Speech2: MicIcon,
  Countdown: TimerIcon,
  GiftRegistry: GiftIcon,
  PeopleList: UsersIcon,
  Video: SquarePlayIcon,
  Form: TextCursorInputIcon,
  ImageGallery: ImagesIcon,
};

/** A module type's icon, for the add-module dialog, the menu editor and the module's tab. */
export function ModuleTypeIcon({ type, ...props }: { type: SiteModuleType } & LucideProps) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
