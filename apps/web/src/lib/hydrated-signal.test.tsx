import {
  GUEST_HYDRATED_EVENT,
  GUEST_SECTION_HYDRATED_EVENT,
  GUEST_SECTION_WAITING_ATTRIBUTE,
} from '@eventsite/core/constants/guest-boot';
import { act, fireEvent, within } from '@testing-library/react';
import { lazy, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydratedSignalModule from './hydrated-signal';

/*
 * The guest boot makes a held tap again when the page signals that it is hydrated (`guest-boot.ts`). A
 * lazily loaded section keeps the server's markup, which answers no tap, until its chunk has come: the
 * signal must wait for it, or the tap is made on dead markup and lost.
 */

type Signal = typeof HydratedSignalModule;

/** A fresh copy of the module: its state (the pending sections, whether it signalled) is per page. */
async function freshSignal(): Promise<Signal> {
  vi.resetModules();
  return import('./hydrated-signal');
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Tryckt ${count}`}
    </button>
  );
}

function page({ HydratedSignal, LazyGuestSection }: Signal, Section: ComponentType) {
  return (
    <main>
      <LazyGuestSection>
        <Section />
      </LazyGuestSection>
      <HydratedSignal />
    </main>
  );
}

/** The page as the server draws it, in a root of the document, and a counter of the signals sent. */
async function serverPage(signal: Signal) {
  const { prelude } = await prerender(page(signal, Counter));
  const root = document.createElement('div');
  root.innerHTML = await new Response(prelude).text();
  document.body.append(root);
  const signals = vi.fn();
  window.addEventListener(GUEST_HYDRATED_EVENT, signals);
  return { root, signals };
}

/** A lazily loaded `Counter` whose chunk comes when `arrive` is called. */
function delayedChunk() {
  let arrive: () => void = () => {};
  const chunk = new Promise<{ default: typeof Counter }>((resolve) => {
    arrive = () => resolve({ default: Counter });
  });
  return { Section: lazy(() => chunk), arrive };
}

describe('HydratedSignal with lazily loaded sections', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signals only once a lazily loaded section has hydrated, when a tap on it works', async () => {
    const signal = await freshSignal();
    const { root, signals } = await serverPage(signal);
    const { Section, arrive } = delayedChunk();

    await act(async () => {
      hydrateRoot(root, page(signal, Section));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(signals).not.toHaveBeenCalled();

    await act(async () => {
      arrive();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(signals).toHaveBeenCalledTimes(1);
    // What the guest boot does then: the held tap is made again, on a section that answers it.
    fireEvent.click(within(root).getByRole('button', { name: 'Tryckt 0' }));
    expect(within(root).getByRole('button', { name: 'Tryckt 1' })).toBeInTheDocument();
  });

  it('keeps the server markup of a section that has not hydrated when the page above it changes', async () => {
    const signal = await freshSignal();
    const { LazyGuestSection, HydratedSignal } = signal;
    function Labelled({ label }: { label: string }) {
      return <p>{label}</p>;
    }
    let arrive: () => void = () => {};
    const chunk = new Promise<{ default: typeof Labelled }>((resolve) => {
      arrive = () => resolve({ default: Labelled });
    });
    const Section = lazy(() => chunk);
    let relabel: (label: string) => void = () => {};
    function Page({ Shown }: { Shown: ComponentType<{ label: string }> }) {
      const [label, setLabel] = useState('Från servern');
      relabel = setLabel;
      return (
        <main>
          <LazyGuestSection>
            <Shown label={label} />
          </LazyGuestSection>
          <HydratedSignal />
        </main>
      );
    }
    const { prelude } = await prerender(<Page Shown={Labelled} />);
    const root = document.createElement('div');
    root.innerHTML = await new Response(prelude).text();
    document.body.append(root);
    const server = within(root).getByText('Från servern');

    await act(async () => {
      hydrateRoot(root, <Page Shown={Section} />);
    });
    // A personal link's household read after hydration, say: the page above the section draws again.
    await act(async () => {
      relabel('I webbläsaren');
    });
    expect(server).toBeInTheDocument();

    await act(async () => {
      arrive();
    });
    expect(await within(root).findByText('I webbläsaren')).toBeInTheDocument();
  });

  it('signals at once when the lazily loaded code is already there', async () => {
    const signal = await freshSignal();
    const { root, signals } = await serverPage(signal);

    await act(async () => {
      hydrateRoot(root, page(signal, Counter));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(signals).toHaveBeenCalledTimes(1);
  });

  it('signals anyway after the timeout when a chunk never comes, so no tap is held forever', async () => {
    const signal = await freshSignal();
    const { root, signals } = await serverPage(signal);
    vi.useFakeTimers();
    const { Section } = delayedChunk();

    await act(async () => {
      hydrateRoot(root, page(signal, Section));
    });
    await act(async () => {
      vi.advanceTimersByTime(signal.PENDING_SECTIONS_TIMEOUT_MS - 1);
    });
    expect(signals).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(signals).toHaveBeenCalledTimes(1);
  });
});

/** The browser's IntersectionObserver, which jsdom lacks: `intersect` reports every observed element as near. */
function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    intersect() {
      for (const { callback, elements } of [...observers]) {
        const entries = [...elements].map((target) => ({ target, isIntersecting: true }));
        callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}

/** Where the page's sections lie on the screen (jsdom lays nothing out): `top` pixels down. */
function sectionsAt(top: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 400,
    left: 0,
    right: 400,
  } as DOMRect);
}

describe('LazyGuestSection far below the screen', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function gatedPage({ HydratedSignal, LazyGuestSection }: Signal, Section: ComponentType) {
    return (
      <main>
        <LazyGuestSection className="program">
          <Section />
        </LazyGuestSection>
        <HydratedSignal />
      </main>
    );
  }

  /** The page as the server draws it, by a copy of the module of its own: jsdom has a window. */
  async function gatedServerPage() {
    const { prelude } = await prerender(gatedPage(await freshSignal(), Counter));
    const root = document.createElement('div');
    root.innerHTML = await new Response(prelude).text();
    document.body.append(root);
    return root;
  }

  it('fetches its code only once the guest nears it, keeping the server markup, and the page runs before', async () => {
    const root = await gatedServerPage();
    const signal = await freshSignal();
    const signals = vi.fn();
    const sectionSignals = vi.fn();
    window.addEventListener(GUEST_HYDRATED_EVENT, signals);
    window.addEventListener(GUEST_SECTION_HYDRATED_EVENT, sectionSignals);
    const observer = fakeIntersectionObserver();
    // Ten screens down.
    sectionsAt(window.innerHeight * 10);
    const load = vi.fn(() => Promise.resolve({ default: Counter }));
    const Section = lazy(load);

    await act(async () => {
      hydrateRoot(root, gatedPage(signal, Section));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(signals).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    const server = within(root).getByRole('button', { name: 'Tryckt 0' });
    expect(root.querySelector('.program')).toHaveAttribute(GUEST_SECTION_WAITING_ATTRIBUTE);

    await act(async () => {
      observer.intersect();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(load).toHaveBeenCalledTimes(1);
    // The very markup the server drew, now the app's: the guest boot makes a tap held in it again.
    expect(within(root).getByRole('button', { name: 'Tryckt 0' })).toBe(server);
    expect(root.querySelector('.program')).not.toHaveAttribute(GUEST_SECTION_WAITING_ATTRIBUTE);
    expect(sectionSignals).toHaveBeenCalledTimes(1);
    fireEvent.click(server);
    expect(within(root).getByRole('button', { name: 'Tryckt 1' })).toBeInTheDocument();
  });

  it('is waited for by the page when it is on the screen', async () => {
    const root = await gatedServerPage();
    const signal = await freshSignal();
    const signals = vi.fn();
    window.addEventListener(GUEST_HYDRATED_EVENT, signals);
    const observer = fakeIntersectionObserver();
    sectionsAt(100);
    const { Section, arrive } = delayedChunk();

    await act(async () => {
      hydrateRoot(root, gatedPage(signal, Section));
    });
    await act(async () => {
      observer.intersect();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(signals).not.toHaveBeenCalled();
    await act(async () => {
      arrive();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(signals).toHaveBeenCalledTimes(1);
  });

  it('draws its code at once in a page the browser draws itself, as the editor does', async () => {
    const { LazyGuestSection } = await freshSignal();
    fakeIntersectionObserver();
    sectionsAt(window.innerHeight * 10);
    const root = document.createElement('div');
    document.body.append(root);
    const load = vi.fn(() => Promise.resolve({ default: Counter }));
    const Section = lazy(load);

    await act(async () => {
      createRoot(root).render(
        <LazyGuestSection className="program">
          <Section />
        </LazyGuestSection>,
      );
    });
    expect(await within(root).findByRole('button', { name: 'Tryckt 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
