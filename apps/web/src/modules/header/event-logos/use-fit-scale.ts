import { useLayoutEffect, useRef, useState } from 'react';
import { eventLogoScale } from '@eventsite/core/rules/event-logo-layout';

interface Fit {
  scale: number;
  /** The logo's height after scaling; undefined until measured, so the logo keeps its own height. */
  height: number | undefined;
}

/**
 * Shrinks a logo that is wider than its frame (`001` "Event logo": scale capped at 1, width at 1400).
 * It measures again whenever the frame or the logo changes size, which covers web fonts arriving late.
 */
export function useFitScale<Frame extends HTMLElement, Logo extends HTMLElement>() {
  const frameRef = useRef<Frame>(null);
  const logoRef = useRef<Logo>(null);
  const [fit, setFit] = useState<Fit>({ scale: 1, height: undefined });

  useLayoutEffect(() => {
    const frame = frameRef.current;
    const logo = logoRef.current;
    if (frame === null || logo === null) return;
    const measure = () => {
      // offsetWidth and offsetHeight ignore the transform, so they stay the logo's natural size.
      const scale = eventLogoScale(frame.clientWidth, logo.offsetWidth);
      const height = logo.offsetHeight > 0 ? logo.offsetHeight * scale : undefined;
      setFit((previous) =>
        previous.scale === scale && previous.height === height ? previous : { scale, height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    observer.observe(logo);
    return () => observer.disconnect();
  }, []);

  return { frameRef, logoRef, ...fit };
}
