import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichTextDocument } from '@eventsite/core/schemas/rich-text';
import { RichText } from './rich-text';

function documentOf(...content: unknown[]): RichTextDocument {
  return { type: 'doc', content } as RichTextDocument;
}

describe('RichText (decisions.md §4)', () => {
  it('renders paragraphs, level-three headings, marks and line breaks as elements', () => {
    const { container } = render(
      <RichText
        document={documentOf(
          { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Kläder' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Fin', marks: [{ type: 'bold' }] },
              { type: 'hardBreak' },
              { type: 'text', text: 'klädsel', marks: [{ type: 'italic' }, { type: 'underline' }] },
            ],
          },
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Kläder' })).toBeInTheDocument();
    expect(container.querySelector('p')?.innerHTML).toBe('<strong>Fin</strong><br><em><u>klädsel</u></em>');
  });

  it('keeps markup in text as text', () => {
    const { container } = render(
      <RichText
        document={documentOf({
          type: 'paragraph',
          content: [{ type: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(1)>' }],
        })}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script><img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('opens external links in a new tab without giving the page access to the opener', () => {
    render(
      <RichText
        document={documentOf({
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Hotellet',
              marks: [{ type: 'link', attrs: { href: 'https://hotel.se' } }],
            },
            { type: 'text', text: 'Mejla', marks: [{ type: 'link', attrs: { href: 'mailto:a@b.se' } }] },
          ],
        })}
      />,
    );
    const hotel = screen.getByRole('link', { name: 'Hotellet' });
    expect(hotel).toHaveAttribute('href', 'https://hotel.se');
    expect(hotel).toHaveAttribute('target', '_blank');
    expect(hotel).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mejla' })).not.toHaveAttribute('target');
  });

  it('does not render a javascript: address as a link', () => {
    const { container } = render(
      <RichText
        document={documentOf({
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Klicka',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
            {
              type: 'text',
              text: 'Data',
              marks: [{ type: 'link', attrs: { href: ' JavaScript:alert(1)' } }],
            },
          ],
        })}
      />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('KlickaData');
  });

  it('skips unknown nodes and marks', () => {
    const { container } = render(
      <RichText
        document={documentOf(
          { type: 'html', content: [{ type: 'text', text: 'rå html' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'image', attrs: { src: 'x' } },
              { type: 'text', text: 'kvar', marks: [{ type: 'strike' }] },
            ],
          },
        )}
      />,
    );
    expect(container.textContent).toBe('kvar');
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('renders nothing for an empty document', () => {
    const { container } = render(<RichText document={documentOf()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
