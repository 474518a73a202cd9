import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModule } from '@eventsite/core/editor/create-module';
import type { ImageAndTextModule } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { ImageAndTextView } from './image-and-text-view';

function renderNew(context: TestContextOptions) {
  const props = moduleInContext<ImageAndTextModule>(createModule('ImageAndText', { languages: ['en'] }), {
    language: 'en',
    ...context,
  });
  return render(<ImageAndTextView {...props} />);
}

describe('ImageAndTextView (001 "Image and text")', () => {
  it('shows the owner where the image and the text of a new module go', () => {
    renderNew({ mode: 'EDIT' });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(screen.getByText('Add an image and a text')).toBeVisible();
  });

  it('shows guests the title only', () => {
    renderNew({ mode: 'PUBLIC' });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(screen.queryByText('Add an image and a text')).toBeNull();
  });
});
