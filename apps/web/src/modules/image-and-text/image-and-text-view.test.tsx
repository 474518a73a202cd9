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

  it("gives the image the owner's alt text in the language read, and none makes it decorative (issue 39 item 7)", () => {
    const image = { path: '/images/demo/', fileName: 'a.jpg' };
    const module = { id: 'i', siteModuleType: 'ImageAndText' as const, title: { sv: 'Om oss' }, image };
    const { unmount } = render(
      <ImageAndTextView
        {...moduleInContext<ImageAndTextModule>(
          { ...module, imageAlt: { sv: 'Vi på en buss', en: 'Us on a bus' } },
          {
            language: 'en',
          },
        )}
      />,
    );
    expect(screen.getByRole('img', { name: 'Us on a bus' })).toBeInTheDocument();
    unmount();
    render(<ImageAndTextView {...moduleInContext<ImageAndTextModule>(module)} />);
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });
});
