import type { SVGProps } from 'react';

/* Line icons of the owner's tools, drawn in currentColor on a 24 × 24 grid; decorative (aria-hidden). */
function Icon({ size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export type OwnerIconProps = { size?: number };

export function MenuIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function CloseIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function HomeIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M4 11.5 12 5l8 6.5" />
      <path d="M6.5 10v9h11v-9" />
      <path d="M10 19v-5h4v5" />
    </Icon>
  );
}

export function AnswersIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <rect x="4.5" y="4" width="15" height="16" rx="2" />
      <path d="M8 9l1.5 1.5L12 8M8 15l1.5 1.5L12 14M14.5 9.5H16M14.5 15.5H16" />
    </Icon>
  );
}

export function GuestsIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8.5" r="3" />
      <path d="M3.5 19c.6-3 2.8-4.8 5.5-4.8s4.9 1.8 5.5 4.8" />
      <circle cx="16.5" cy="9.5" r="2.4" />
      <path d="M16 14.3c2.3 0 4 1.5 4.5 4.2" />
    </Icon>
  );
}

export function InvitationIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="6" width="17" height="12.5" rx="1.5" />
      <path d="M3.5 7.5 12 13l8.5-5.5" />
      <path d="M12 3.5v2.5" />
    </Icon>
  );
}

export function AccountIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5c1.2-3.4 3.9-5 7-5s5.8 1.6 7 5" />
    </Icon>
  );
}

export function HelpIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.7" />
      <circle cx="12" cy="16.8" r=".6" fill="currentColor" />
    </Icon>
  );
}

export function MailIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </Icon>
  );
}

export function ArrowUpIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </Icon>
  );
}

export function ArrowDownIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </Icon>
  );
}

export function EyeIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

export function EyeOffIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M10 5.8c.6-.2 1.3-.3 2-.3 6 0 9.5 6.5 9.5 6.5s-1 1.9-2.9 3.7M6.4 7.2C3.9 8.9 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1.1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M4 4l16 16" />
    </Icon>
  );
}

export function TrashIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 7h15M10 11v6M14 11v6M6.5 7l1 12.5h9l1-12.5M9.5 7V4.5h5V7" />
    </Icon>
  );
}

export function PlusIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function PencilIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M15.5 5.5l3 3L8.5 18.5 4.5 19.5l1-4Z" />
      <path d="M13.5 7.5l3 3" />
    </Icon>
  );
}

export function UndoIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M9 7 4.5 11.5 9 16" />
      <path d="M5 11.5h9.5a5 5 0 0 1 0 10H12" />
    </Icon>
  );
}

export function RedoIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="m15 7 4.5 4.5L15 16" />
      <path d="M19 11.5H9.5a5 5 0 0 0 0 10H12" />
    </Icon>
  );
}

export function SaveIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M5 4.5h11l3 3V19a.5.5 0 0 1-.5.5h-13A.5.5 0 0 1 5 19Z" />
      <path d="M8 4.5v4h7v-4M8 19.5v-6h8v6" />
    </Icon>
  );
}

export function CheckIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function PaletteIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5a8.5 8.5 0 1 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.3-1.2-1.6-1.2-2.8 0-1 .8-1.7 1.9-1.7h2.2a3.8 3.8 0 0 0 3.8-3.8C20.5 6.6 16.7 3.5 12 3.5Z" />
      <circle cx="7.8" cy="11" r="1" fill="currentColor" />
      <circle cx="10.5" cy="7.5" r="1" fill="currentColor" />
      <circle cx="15" cy="7.8" r="1" fill="currentColor" />
    </Icon>
  );
}

export function MoreIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6.5h10M4 12h16M4 17.5h12" />
      <circle cx="18" cy="6.5" r="1.6" />
    </Icon>
  );
}

export function PreviewIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="17" height="12" rx="1.5" />
      <path d="M9 20h6M12 16.5V20" />
      <path d="M9.5 10.5 11 12l3.5-3.5" />
    </Icon>
  );
}

export function AddressIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5Z" />
    </Icon>
  );
}

export function ListIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M9 7h11M9 12h11M9 17h11" />
      <circle cx="5" cy="7" r=".9" fill="currentColor" />
      <circle cx="5" cy="12" r=".9" fill="currentColor" />
      <circle cx="5" cy="17" r=".9" fill="currentColor" />
    </Icon>
  );
}

export function AlertIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4 2.8 19.5h18.4Z" />
      <path d="M12 10v4.5" />
      <circle cx="12" cy="17" r=".6" fill="currentColor" />
    </Icon>
  );
}

export function FeedbackIcon(props: OwnerIconProps) {
  return (
    <Icon {...props}>
      <path d="M5.5 5h13a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H11l-4.5 3.5V17h-1a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z" />
      <path d="M8.5 10h7M8.5 13h4.5" />
    </Icon>
  );
}
