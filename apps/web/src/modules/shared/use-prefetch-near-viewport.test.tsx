import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefetchNearViewport } from './use-prefetch-near-viewport';

/** The observers the component made, with what they watch and their callback (jsdom has none). */
const observers: {
  callback: IntersectionObserverCallback;
  margin?: string;
  watched: Element[];
  disconnected: boolean;
}[] = [];

class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, margin: options?.rootMargin, watched: [] as Element[], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.watched.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

/** The browser says whether the watched element is near the screen. */
function nearScreen(isIntersecting: boolean) {
  const [observer] = observers;
  if (!observer || observer.disconnected) return;
  const entries = observer.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
  act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
}

function Panel({ prefetch }: { prefetch: () => void }) {
  const ref = usePrefetchNearViewport<HTMLDivElement>(prefetch);
  return <div ref={ref}>Formulär</div>;
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('usePrefetchNearViewport (issue 40)', () => {
  it('starts the download once, when the panel first comes within two screens of the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const prefetch = vi.fn();
    const { getByText } = render(<Panel prefetch={prefetch} />);
    expect(observers[0]?.watched).toEqual([getByText('Formulär')]);
    expect(observers[0]?.margin).toBe('200% 0px');
    nearScreen(false);
    expect(prefetch).not.toHaveBeenCalled();
    nearScreen(true);
    nearScreen(true);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('stops watching when the panel leaves the page', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const prefetch = vi.fn();
    render(<Panel prefetch={prefetch} />).unmount();
    expect(observers[0]?.disconnected).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no IntersectionObserver (the press still starts the download)', () => {
    const prefetch = vi.fn();
    expect(() => render(<Panel prefetch={prefetch} />)).not.toThrow();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
