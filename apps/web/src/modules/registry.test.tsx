import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteModuleSchema, type SiteModule } from '@eventsite/core/schemas/site-modules';
import { reportError } from '../lib/report-error';
import { moduleInContext } from './module-test-utils';
import { GuestModuleView, MODULE_DEFINITIONS } from './registry';

vi.mock('../lib/report-error', () => ({ reportError: vi.fn(), Severity: { error: 3 } }));

afterEach(() => {
  vi.mocked(reportError).mockClear();
});

describe('GuestModuleView', () => {
  it('renders the guest view of the module’s type', () => {
    const props = moduleInContext({ id: 't', siteModuleType: 'Text', title: { sv: 'Välkommen' } });
    render(<GuestModuleView {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Välkommen' })).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('renders nothing for an unknown type and reports it', () => {
    const { context } = moduleInContext({ id: 't', siteModuleType: 'Text' });
    const unknown = { id: 'x', siteModuleType: 'Hologram' } as unknown as SiteModule;
    const { container } = render(<GuestModuleView module={unknown} context={context} />);
    expect(container).toBeEmptyDOMElement();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Unknown module type: Hologram' }),
      3,
      { moduleId: 'x' },
    );
  });

  it('gives images the site language for their failure message', () => {
    const props = moduleInContext(
      {
        id: 'i',
        siteModuleType: 'ImageAndText',
        image: { path: '/images/demo/', fileName: 'a.jpg' },
      },
      { language: 'en' },
    );
    render(<GuestModuleView {...props} />);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
  });
});

describe('MODULE_DEFINITIONS', () => {
  it('defines every siteModuleType of core’s module union, each under its own type', () => {
    const types = siteModuleSchema.options.map((option) => option.shape.siteModuleType.value);
    expect(Object.keys(MODULE_DEFINITIONS).sort()).toEqual([...types].sort());
    for (const [type, definition] of Object.entries(MODULE_DEFINITIONS)) expect(definition.type).toBe(type);
  });
});
