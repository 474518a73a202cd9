import {
  Calendar,
  ChevronLeft,
  ChevronRight,
  CircleExclamationPoint,
  ArrowRight,
  ExternalLink,
  Gift,
  Image,
  Lock,
  MapPin,
  Menu,
  Play,
  SquarePlay,
  TextAlignStart,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as guestIcons from './icons';

/** Each guest icon and the lucide icon it copies. */
const LUCIDE: Record<Exclude<keyof typeof guestIcons, 'IconProps'>, LucideIcon> = {
  AlertIcon: CircleExclamationPoint,
  ArrowRightIcon: ArrowRight,
  CalendarIcon: Calendar,
  ChevronLeftIcon: ChevronLeft,
  ChevronRightIcon: ChevronRight,
  CloseIcon: X,
  ExternalIcon: ExternalLink,
  GiftIcon: Gift,
  ImageIcon: Image,
  LockIcon: Lock,
  MapPinIcon: MapPin,
  MenuIcon: Menu,
  PeopleIcon: Users,
  PlayIcon: Play,
  TextIcon: TextAlignStart,
  VideoIcon: SquarePlay,
};

/** What an icon draws inside its <svg>. */
function drawing(Icon: ComponentType): string {
  return renderToStaticMarkup(<Icon />).replace(/^<svg[^>]*>|<\/svg>$/g, '');
}

describe('the guests’ icons', () => {
  it.each(Object.entries(LUCIDE))('%s draws lucide’s picture', (name, lucideIcon) => {
    const guestIcon = guestIcons[name as keyof typeof LUCIDE];
    expect(drawing(guestIcon)).toBe(drawing(lucideIcon));
  });

  it('are every icon the file has', () => {
    expect(Object.keys(guestIcons).sort()).toEqual(Object.keys(LUCIDE).sort());
  });
});
