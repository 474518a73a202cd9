import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountdownModule } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { PageFactsContext } from '../page-facts';
import { CountdownView } from './countdown-view';

const TARGET = '2026-06-14T15:00';
// 15:00 on the Swedish market's clock (summer time).
const targetDate = new Date('2026-06-14T13:00:00.000Z');

function renderCountdown(now: Date, context: TestContextOptions = {}, countdownDate = TARGET) {
  vi.setSystemTime(now);
  const { module, context: moduleContext } = moduleInContext<CountdownModule>(
    { id: 'c', siteModuleType: 'Countdown', title: { sv: 'Nedräkning' }, countdownDate: TARGET },
    context,
  );
  // Stored data can hold forms the schema no longer writes (the older text form, or worse).
  return render(<CountdownView module={{ ...module, countdownDate }} context={moduleContext} />);
}

function shown(unit: string): string | null | undefined {
  return document.querySelector(`[data-unit="${unit}"]`)?.textContent;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CountdownView (001 "Countdown")', () => {
  it('shows days, hours, minutes and seconds to the target, ticking every second while live', () => {
    renderCountdown(new Date(targetDate.getTime() - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000));
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect([shown('days'), shown('hours'), shown('minutes'), shown('seconds')]).toEqual([
      '2dagar',
      '03timmar',
      '04minuter',
      '05sekunder',
    ]);

    act(() => vi.advanceTimersByTime(1000));
    expect(shown('seconds')).toBe('04sekunder');
    act(() => vi.advanceTimersByTime(2000));
    expect(shown('seconds')).toBe('02sekunder');
  });

  it('counts to the instant the server worked out for the page it rendered', () => {
    vi.setSystemTime(new Date(targetDate.getTime() - 86_400_000));
    const { module, context } = moduleInContext<CountdownModule>({
      id: 'c',
      siteModuleType: 'Countdown',
      title: { sv: 'Nedräkning' },
      countdownDate: TARGET,
    });
    const facts = {
      languageNames: {},
      countdownTargets: { [TARGET]: targetDate.getTime() + 3_600_000 },
      fonts: null,
    };
    render(
      <PageFactsContext value={facts}>
        <CountdownView module={module} context={context} />
      </PageFactsContext>,
    );
    expect([shown('days'), shown('hours')]).toEqual(['1dag', '01timme']);
  });

  it('stays still when the context is not live', () => {
    renderCountdown(new Date(targetDate.getTime() - 10_000), { live: false });
    expect(shown('seconds')).toBe('10sekunder');
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown('seconds')).toBe('10sekunder');
  });

  it('stops at all zeros', () => {
    renderCountdown(new Date(targetDate.getTime() - 2000));
    act(() => vi.advanceTimersByTime(2000));
    expect([shown('days'), shown('hours'), shown('minutes'), shown('seconds')]).toEqual([
      '0dagar',
      '00timmar',
      '00minuter',
      '00sekunder',
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the singular at a count of one, in the site language', () => {
    const oneOfEach = new Date(targetDate.getTime() - (86_400 + 3_600 + 60 + 1) * 1000);
    renderCountdown(oneOfEach, { live: false });
    expect([shown('days'), shown('hours'), shown('minutes'), shown('seconds')]).toEqual([
      '1dag',
      '01timme',
      '01minut',
      '01sekund',
    ]);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Nedräkning: 1 dag, 1 timme, 1 minut, 1 sekund');
  });

  it('reads the older "yyyy-mm-dd hh:mm" form and other languages', () => {
    renderCountdown(
      new Date(targetDate.getTime() - 2 * 86_400 * 1000),
      { live: false, language: 'da' },
      '2026-06-14 15:00',
    );
    expect(shown('days')).toBe('2dage');
  });

  it('asks the owner for a date in EDIT mode and shows guests nothing without one', () => {
    const { container, unmount } = renderCountdown(new Date(), {}, 'not a date');
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderCountdown(new Date(), { mode: 'EDIT' }, 'not a date');
    expect(screen.getByText('Välj datum och tid att räkna ner till')).toBeInTheDocument();
  });

  it('counts to 15:00 on the Danish clock for the dk market', () => {
    renderCountdown(new Date(targetDate.getTime() - 3_600_000), { live: false, market: 'dk' });
    expect([shown('days'), shown('hours'), shown('minutes')]).toEqual(['0dagar', '01timme', '00minuter']);
  });

  it('draws the same page on the server and in the hydrating browser, then shows the time left', async () => {
    vi.setSystemTime(new Date(targetDate.getTime() - 10_000));
    const { module, context } = moduleInContext<CountdownModule>({
      id: 'c',
      siteModuleType: 'Countdown',
      countdownDate: TARGET,
    });
    const html = renderToString(<CountdownView module={module} context={context} />);
    // The server cannot know the guest's clock: no number of seconds left is in its page.
    expect(html).not.toContain('>10<');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <CountdownView module={module} context={context} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(shown('seconds')).toBe('10sekunder');
    root.remove();
  });
});

describe('CountdownView, add to calendar (issue 21, item 6)', () => {
  it('links guests to the event file in their language, as a plain download', () => {
    renderCountdown(new Date('2026-06-01T10:00:00Z'), { language: 'en' });
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/sites\/public\/[^/]+\/calendar\.ics\?language=en$/),
    );
    expect(link).toHaveAttribute('download', '');
  });

  it('shows no link to the owner editing the site', () => {
    renderCountdown(new Date('2026-06-01T10:00:00Z'), { mode: 'EDIT' });
    expect(screen.queryByRole('link', { name: 'Lägg till i kalendern' })).toBeNull();
  });
});
