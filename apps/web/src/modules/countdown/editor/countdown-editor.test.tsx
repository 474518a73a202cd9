import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Market } from '@eventsite/core/constants/platform';
import { AppContextProvider } from '../../../lib/app-context';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { testConfig } from '../../../test/render-edit-app';
import { renderWithIntl } from '../../../test/render-with-intl';
import CountdownEditor from './countdown-editor';

const INVALID = /Välj ett datum och en tid mellan 1900-01-01 00:00 och 2099-01-01 00:00/;

function renderCountdown(countdownDate = '2026-06-13T15:00', market: Market = 'se') {
  const props = moduleEditorProps({ id: 'countdown-1', siteModuleType: 'Countdown', countdownDate });
  renderWithIntl(
    <AppContextProvider
      value={{
        config: { ...testConfig, market },
        selection: { mode: 'EDIT', host: testConfig.domain, isDemo: false },
      }}
    >
      <CountdownEditor {...props} />
    </AppContextProvider>,
  );
  const date = screen.getByLabelText('Datum och tid');
  const setDate = (value: string) => fireEvent.change(date, { target: { value } });
  return { props, date, setDate };
}

describe('CountdownEditor (002 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Noon in Stockholm and Copenhagen in winter, whatever zone the machine is in: to 15:00 in summer
    // time is then 163 days and 2 hours, as the clocks skip an hour in March.
    vi.setSystemTime(new Date('2026-01-01T11:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is a datetime-local field from 1900-01-01T00:00 to 2099-01-01T00:00', () => {
    const { date } = renderCountdown();
    expect(date).toHaveAttribute('type', 'datetime-local');
    expect(date).toHaveAttribute('min', '1900-01-01T00:00');
    expect(date).toHaveAttribute('max', '2099-01-01T00:00');
    expect(date).toHaveValue('2026-06-13T15:00');
  });

  it('previews the countdown in words and numbers', () => {
    renderCountdown();
    const preview = screen.getByRole('region', { name: 'Så här ser nedräkningen ut' });
    expect(preview).toHaveTextContent('lördag 13 juni 2026 kl. 15:00');
    expect(preview).toHaveTextContent('163 dagar kvar.');
    expect(preview).toHaveTextContent(/163\s*dagar02\s*timmar00\s*minuter00\s*sekunder/);
  });

  it("counts to the moment on the market's clock, in Denmark too", () => {
    renderCountdown('2026-06-13T15:00', 'dk');
    const preview = screen.getByRole('region', { name: 'Så här ser nedräkningen ut' });
    expect(preview).toHaveTextContent('lördag 13 juni 2026 kl. 15:00');
    expect(preview).toHaveTextContent(/163\s*dagar02\s*timmar00\s*minuter00\s*sekunder/);
  });

  it('says when the moment has passed', () => {
    const { setDate } = renderCountdown();
    setDate('2025-12-24T15:00');
    expect(screen.getByRole('region')).toHaveTextContent('Tidpunkten har redan passerat');
  });

  it('applies a new date in the form YYYY-MM-DDTHH:mm', async () => {
    const { props, setDate } = renderCountdown();
    setDate('2027-08-21T16:30');
    fireEvent.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply).toHaveBeenCalledWith({ ...props.module, countdownDate: '2027-08-21T16:30' });
  });

  it.each([
    ['the first moment', '1900-01-01T00:00'],
    ['the last moment', '2099-01-01T00:00'],
  ])('accepts %s', (_case, value) => {
    const { props, setDate } = renderCountdown();
    setDate(value);
    fireEvent.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].countdownDate).toBe(value);
  });

  it.each([
    ['a minute after the last moment', '2099-01-01T00:01'],
    ['a moment before the first', '1899-12-31T23:59'],
    ['an emptied field', ''],
  ])('refuses %s and keeps the dialog open', (_case, value) => {
    const { props, date, setDate } = renderCountdown();
    setDate(value);
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(date).toHaveFocus();
  });
});
