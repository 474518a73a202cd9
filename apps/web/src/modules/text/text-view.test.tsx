import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModule } from '@eventsite/core/editor/create-module';
import type { TextModule } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { TextView } from './text-view';

function renderNewText(context: TestContextOptions) {
  const props = moduleInContext<TextModule>(createModule('Text', { languages: ['sv'] }), context);
  return render(<TextView {...props} />);
}

describe('TextView (001 "Text")', () => {
  it('shows the owner where the text of a new module goes', () => {
    renderNewText({ mode: 'EDIT' });
    expect(screen.getByRole('heading', { name: 'Information' })).toBeVisible();
    expect(screen.getByText('Skriv en text här')).toBeVisible();
  });

  it('shows guests the title only', () => {
    renderNewText({ mode: 'PUBLIC' });
    expect(screen.getByRole('heading', { name: 'Information' })).toBeVisible();
    expect(screen.queryByText('Skriv en text här')).toBeNull();
  });
});
