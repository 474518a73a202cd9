/* Small line icons of the owner's editors, drawn on a 20 px grid in the text colour. */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

export function ArrowUpIcon() {
  return (
    <Icon>
      <path d="M10 16V4M5 9l5-5 5 5" />
    </Icon>
  );
}

export function ArrowDownIcon() {
  return (
    <Icon>
      <path d="M10 4v12M5 11l5 5 5-5" />
    </Icon>
  );
}

export function TrashIcon() {
  return (
    <Icon>
      <path d="M3.5 5.5h13M8 5.5V3.8h4v1.7M5.3 5.5l.8 10.7h7.8l.8-10.7M8.3 8.5v5M11.7 8.5v5" />
    </Icon>
  );
}

export function PlusIcon() {
  return (
    <Icon>
      <path d="M10 4v12M4 10h12" />
    </Icon>
  );
}

export function CrossIcon() {
  return (
    <Icon>
      <path d="M5.5 5.5l9 9M14.5 5.5l-9 9" />
    </Icon>
  );
}

export function PencilIcon() {
  return (
    <Icon>
      <path d="M12.8 3.8l3.4 3.4-9 9H3.8v-3.4zM11 5.6l3.4 3.4" />
    </Icon>
  );
}

export function ChevronLeftIcon() {
  return (
    <Icon>
      <path d="M12.5 4.5L7 10l5.5 5.5" />
    </Icon>
  );
}

export function WarningIcon() {
  return (
    <Icon>
      <path d="M10 3.2l7.4 13H2.6zM10 8.2v3.6" />
      <circle cx="10" cy="14" r="0.4" fill="currentColor" />
    </Icon>
  );
}
