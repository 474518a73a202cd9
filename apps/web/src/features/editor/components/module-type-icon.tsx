import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { ReactNode } from 'react';

const PATHS: Record<SiteModuleType, ReactNode> = {
  Header: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="M7 10h10M9 14h6" />
    </>
  ),
  Location: (
    <>
      <path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  TextAndImageList: (
    <>
      <rect x="3.5" y="4.5" width="6" height="6" rx="1" />
      <rect x="3.5" y="13.5" width="6" height="6" rx="1" />
      <path d="M12.5 6h8M12.5 9h5M12.5 15h8M12.5 18h5" />
    </>
  ),
  ImageAndText: (
    <>
      <rect x="3.5" y="5" width="8" height="14" rx="1.5" />
      <path d="m3.5 15 3-3 5 5M14.5 8h6M14.5 12h6M14.5 16h4" />
    </>
  ),
  Text: <path d="M5 6h14M5 10h14M5 14h14M5 18h9" />,
  Rsvp: (
    <>
      <rect x="4" y="3.5" width="16" height="17" rx="2" />
      <path d="m8 12 2.5 2.5L16 9" />
    </>
  ),
  Speech2: (
    <>
      <rect x="9" y="3.5" width="6" height="10" rx="3" />
      <path d="M6 11.5a6 6 0 0 0 12 0M12 17.5v3M9 20.5h6" />
    </>
  ),
  Countdown: (
    <>
      <circle cx="12" cy="13" r="7.5" />
      <path d="M12 9v4l2.5 2M10 3h4" />
    </>
  ),
  GiftRegistry: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3.5 9h17M12 9v11M12 9c-1.5-3.5-5-4-5-1.8C7 9 12 9 12 9Zm0 0c1.5-3.5 5-4 5-1.8C17 9 12 9 12 9Z" />
    </>
  ),
  PeopleList: (
    <>
      <circle cx="9" cy="9" r="3" />
      <circle cx="16.5" cy="10" r="2.3" />
      <path d="M3.5 19c.8-3 3-4.5 5.5-4.5s4.7 1.5 5.5 4.5M14.5 15c2.6-.6 5 .6 6 3.5" />
    </>
  ),
  Video: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="3" />
      <path d="m10.5 9.5 4 2.5-4 2.5Z" />
    </>
  ),
  Form: (
    <>
      <rect x="4" y="4" width="16" height="5" rx="1.2" />
      <rect x="4" y="11" width="16" height="5" rx="1.2" />
      <path d="M13 20h7" />
    </>
  ),
  ImageGallery: (
    <>
      <rect x="3.5" y="3.5" width="7.5" height="7.5" rx="1.2" />
      <rect x="13" y="3.5" width="7.5" height="7.5" rx="1.2" />
      <rect x="3.5" y="13" width="7.5" height="7.5" rx="1.2" />
      <rect x="13" y="13" width="7.5" height="7.5" rx="1.2" />
    </>
  ),
};

/** A line picture of a module type, for the add-module dialog and the module action bar. */
export function ModuleTypeIcon({ type, size = 24 }: { type: SiteModuleType; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[type]}
    </svg>
  );
}
