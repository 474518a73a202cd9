import '../../test/editor-dom';
import type { RichTextDocument } from '@eventsite/core/schemas/rich-text';
import type { TranslatableRichText } from '@eventsite/core/schemas/translatable-text';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/render-with-intl';
import { RichTextField } from './rich-text-field';

const stored: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Välkomna' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Vi ses ' },
        { type: 'text', text: 'snart', marks: [{ type: 'bold' }] },
      ],
    },
  ],
};

function Harness({
  initial,
  onChange,
}: {
  initial: TranslatableRichText;
  onChange: (value: TranslatableRichText) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Text"
      language="sv"
      value={value}
      placeholder="Skriv något"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function renderField(initial: TranslatableRichText = { sv: stored }) {
  const onChange = vi.fn<(value: TranslatableRichText) => void>();
  renderWithIntl(<Harness initial={initial} onChange={onChange} />);
  const textbox = await screen.findByRole('textbox', { name: 'Text' });
  return { textbox, onChange, user: userEvent.setup() };
}

function lastValue(onChange: ReturnType<typeof vi.fn<(value: TranslatableRichText) => void>>) {
  return onChange.mock.lastCall?.[0];
}

describe('RichTextField', { timeout: 20_000 }, () => {
  // The editor's lazy chunk is loaded once here, so no test waits for it.
  beforeAll(() => import('./rich-text-editor'), 30_000);

  it('shows the stored text of its language with its heading and marks', async () => {
    const { textbox } = await renderField({ sv: stored, en: { type: 'doc', content: [] } });
    expect(textbox.querySelector('h3')).toHaveTextContent('Välkomna');
    expect(textbox.querySelector('strong')).toHaveTextContent('snart');
    expect(screen.queryByText('Skriv något')).not.toBeInTheDocument();
  });

  it('shows the placeholder when the text is empty', async () => {
    await renderField({});
    expect(screen.getByText('Skriv något')).toBeInTheDocument();
  });

  it('writes the typed text as a stored document in its language and keeps the others', async () => {
    const english: RichTextDocument = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
    };
    const { textbox, onChange, user } = await renderField({ en: english });
    await user.click(textbox);
    await user.keyboard('Hej');
    await waitFor(() =>
      expect(lastValue(onChange)).toEqual({
        en: english,
        sv: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hej' }] }] },
      }),
    );
  });

  it('makes the selection bold, italic and underlined from the toolbar and shows them as active', async () => {
    const { textbox, onChange, user } = await renderField({});
    await user.click(textbox);
    await user.keyboard('Fest{Control>}a{/Control}');
    for (const name of ['Fetstil', 'Kursiv', 'Understruken']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    expect(lastValue(onChange)?.sv).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Fest',
              marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }],
            },
          ],
        },
      ],
    });
  });

  it('turns a paragraph into a level-three heading and back', async () => {
    const { textbox, onChange, user } = await renderField({});
    await user.click(textbox);
    await user.keyboard('Program');
    await user.click(screen.getByRole('button', { name: 'Mellanrubrik' }));
    expect(screen.getByRole('button', { name: 'Mellanrubrik' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastValue(onChange)?.sv?.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 3 },
      content: [{ type: 'text', text: 'Program' }],
    });
    await user.click(screen.getByRole('button', { name: 'Brödtext' }));
    expect(lastValue(onChange)?.sv?.content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Program' }],
    });
  });

  it('applies the keyboard shortcut for bold', async () => {
    const { textbox, onChange, user } = await renderField({});
    await user.click(textbox);
    await user.keyboard('{Control>}b{/Control}Fet');
    expect(lastValue(onChange)?.sv?.content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Fet', marks: [{ type: 'bold' }] }],
    });
  });

  it('links the selected words to a completed address and removes the link again', async () => {
    const { textbox, onChange, user } = await renderField({});
    await user.click(textbox);
    await user.keyboard('Hitta hit{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Länk' }));
    await user.type(await screen.findByLabelText('Länkadress'), 'example.se/karta{Enter}');
    await waitFor(() =>
      expect(lastValue(onChange)?.sv?.content[0]).toEqual({
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Hitta hit',
            marks: [{ type: 'link', attrs: { href: 'https://example.se/karta' } }],
          },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Länk' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Länk' }));
    expect(await screen.findByLabelText('Länkadress')).toHaveValue('https://example.se/karta');
    await user.click(screen.getByRole('button', { name: 'Ta bort länk' }));
    await waitFor(() =>
      expect(lastValue(onChange)?.sv?.content[0]).toEqual({
        type: 'paragraph',
        content: [{ type: 'text', text: 'Hitta hit' }],
      }),
    );
  });

  it('refuses an address that is not http, https or mailto', async () => {
    const { textbox, onChange, user } = await renderField({});
    await user.click(textbox);
    await user.keyboard('Klicka{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Länk' }));
    await user.type(await screen.findByLabelText('Länkadress'), 'javascript:alert(1){Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Skriv en webbadress');
    expect(JSON.stringify(onChange.mock.calls)).not.toContain('javascript');
  });
});
