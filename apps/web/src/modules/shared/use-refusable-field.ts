import { useRef, useState } from 'react';

/**
 * A dialog field that can stop 'Klar' while it is wrong: `refuse` puts focus on its input (inside the
 * element `fieldRef` is given to) and `refused` asks for its message to be announced, until `clear` on
 * the next change.
 */
export function useRefusableField() {
  const fieldRef = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState(false);
  return {
    fieldRef,
    refused,
    refuse: () => {
      setRefused(true);
      fieldRef.current?.querySelector('input')?.focus();
    },
    clear: () => setRefused(false),
  };
}
