import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RsvpModule } from '@eventsite/core/schemas/site-modules';
import { moduleInContext } from '../module-test-utils';
import { RsvpView } from './rsvp-view';

describe('RsvpView, before a guest starts (001 §4)', () => {
  it('offers 1 to the maximum number of guests', () => {
    const props = moduleInContext<RsvpModule>({ id: 'r', siteModuleType: 'Rsvp', maxNumberOfGuests: 3 });
    render(<RsvpView {...props} />);
    const select = screen.getByRole('combobox', { name: 'Hur många är ni?' });
    expect(Array.from((select as HTMLSelectElement).options, (option) => option.value)).toEqual([
      '',
      '1',
      '2',
      '3',
    ]);
  });

  it('offers a single button when the maximum is one', () => {
    const props = moduleInContext<RsvpModule>(
      { id: 'r', siteModuleType: 'Rsvp', maxNumberOfGuests: 1 },
      { language: 'en' },
    );
    render(<RsvpView {...props} />);
    expect(screen.getByRole('button', { name: 'RSVP' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
