import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './root-error-boundary';

vi.mock('../../lib/report-error', () => ({ reportError: vi.fn(), Severity: { critical: 'critical' } }));

function Crash(): never {
  throw new Error('render failed');
}

describe('the root error page', () => {
  it.each([
    ['sv', 'Något gick fel', 'Ladda om'],
    ['en', 'Something went wrong', 'Reload'],
    ['da', 'Noget gik galt', 'Genindlæs'],
  ] as const)('speaks only the page load’s language (%s) when the app crashes', (language, title, reload) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RootErrorBoundary productName="Festsidan" language={language}>
        <Crash />
      </RootErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: title }).closest('section')).toHaveAttribute('lang', language);
    expect(screen.getByRole('button', { name: reload })).toHaveAttribute('lang', language);
  });
});
