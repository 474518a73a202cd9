import {
  DEFAULT_FONTS,
  defaultPrintContent,
  PRINT_CARD_CSS,
  PRINT_PROGRAMME_PLACEHOLDER,
  type EventLogo,
  type Print,
} from '@eventsite/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLOR_SCHEME } from '../../../themes/site-style';
import { PrintCard, PrintCardPage, type PrintCardEditing } from './print-card';

function card(changes: Partial<Print> = {}): Print {
  return {
    site: 'site-1',
    layout: 'PHOTO_CLEAN',
    purpose: 'invitation',
    content: defaultPrintContent('PHOTO_CLEAN', { language: 'sv', qrUrl: 'https://anna-och-erik.se/' }),
    colorScheme: DEFAULT_COLOR_SCHEME,
    fonts: DEFAULT_FONTS,
    trim: 'none',
    eventLogo: null,
    ...changes,
  };
}

const editing: PrintCardEditing = {
  onTextChange: vi.fn(),
  onOpen: vi.fn(),
  placeholders: { names: 'Namn' },
  imageLabel: 'Byt bild',
  qrLabel: 'Ändra QR-kod',
  addQrLabel: 'Lägg till QR-kod',
};

describe('the card', () => {
  it('is drawn with the print view’s own style, put in the page once', () => {
    render(
      <>
        <PrintCard print={card()} page={1} widthPx={200} />
        <PrintCard print={card()} page={2} widthPx={200} />
      </>,
    );
    const styles = document.head.querySelectorAll('#print-card-style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(PRINT_CARD_CSS);
  });

  it('shows the texts of its front and the QR address on its back', () => {
    const { container } = render(<PrintCard print={card()} page={1} widthPx={200} label="Framsida" />);
    expect(screen.getByRole('img', { name: 'Framsida' })).toHaveTextContent('Anna & Erik');
    expect(container.querySelector('.page.photo-clean.front .photo-frame img')).not.toBeNull();
    render(<PrintCard print={card()} page={2} widthPx={200} label="Baksida" />);
    expect(screen.getByRole('img', { name: 'Baksida' })).toHaveTextContent('anna-och-erik.se');
  });

  it('draws the chosen site graphic behind both sides, each piece painting its own artwork', () => {
    const { container } = render(
      <>
        <PrintCard print={card({ layout: 'GENESIS', siteGraphic: 'eucalyptus' })} page={1} widthPx={200} />
        <PrintCard print={card({ layout: 'GENESIS', siteGraphic: 'eucalyptus' })} page={2} widthPx={200} />
      </>,
    );
    const layers = container.querySelectorAll('.page > .graphic[data-graphic="eucalyptus"]:first-child');
    expect(layers).toHaveLength(2);
    for (const layer of layers) {
      expect(layer).toHaveAttribute('aria-hidden', 'true');
      const pieces = Array.from(layer.children, (piece) => [
        piece.className,
        (piece as HTMLElement).style.getPropertyValue('--artwork'),
      ]);
      expect(pieces).toHaveLength(2);
      expect(pieces.map(([className]) => className)).toEqual([
        'graphic-piece at-sprigStart paint-natural',
        'graphic-piece at-sprigEnd paint-natural',
      ]);
      expect(
        pieces.every(([, artwork]) => /^url\(".*\/eucalyptus\.svg(\?[^"]*)?"\)$/.test(artwork ?? '')),
      ).toBe(true);
    }
  });

  it('draws no graphic when none is chosen', () => {
    const { container } = render(<PrintCard print={card({ siteGraphic: null })} page={1} widthPx={200} />);
    expect(container.querySelector('.graphic')).toBeNull();
  });

  it('puts the event logo in place of the title and the names', () => {
    const eventLogo: EventLogo = {
      name: 'ModernMonogramBadge',
      name1: 'Maja',
      name2: 'Olle',
      additionalText: '',
    };
    render(<PrintCard print={card({ eventLogo })} page={1} widthPx={200} label="Framsida" />);
    const front = screen.getByRole('img', { name: 'Framsida' });
    expect(front).toHaveTextContent('Maja & Olle');
    expect(front).not.toHaveTextContent('Anna & Erik');
    expect(front).not.toHaveTextContent('Vi gifter oss!');
  });

  it('rounds its corners when the trim is rounded', () => {
    render(<PrintCard print={card({ trim: 'rounded' })} page={1} widthPx={200} label="Framsida" />);
    expect(screen.getByRole('img', { name: 'Framsida' }).style.borderRadius).not.toBe('');
  });

  it('offers to add a hidden QR code only while editing', () => {
    const hidden = card({
      content: defaultPrintContent('PHOTO_CLEAN', { language: 'sv' }),
    });
    const { unmount } = render(<PrintCard print={hidden} page={2} widthPx={200} />);
    expect(screen.queryByRole('button', { name: 'Lägg till QR-kod' })).toBeNull();
    unmount();
    render(<PrintCard print={hidden} page={2} widthPx={200} editing={editing} />);
    screen.getByRole('button', { name: 'Lägg till QR-kod' }).click();
    expect(editing.onOpen).toHaveBeenCalledWith('qr');
  });

  it("prints its household's programme where the text has the placeholder, and the placeholder while edited", () => {
    const base = card();
    const withProgramme = card({
      content: base.content.map((item) =>
        item.position === 'textAtQR' && item.contentType === 'text'
          ? { ...item, properties: { text: `Välkomna!\n${PRINT_PROGRAMME_PLACEHOLDER}` } }
          : item,
      ),
    });
    const back = { qrSource: null, qrLabel: 'anna-och-erik.se', householdName: 'Familjen Berg' };
    const { container, rerender } = render(
      <PrintCardPage
        print={withProgramme}
        page={2}
        sources={{ images: {}, artwork: {}, back: { ...back, programme: ['15.00 Vigsel'] } }}
      />,
    );
    expect(container.querySelector('.qr-text')?.textContent).toBe('Välkomna!\n15.00 Vigsel');
    rerender(<PrintCardPage print={withProgramme} page={2} sources={{ images: {}, artwork: {}, back }} />);
    expect(container.querySelector('.qr-text')?.textContent).toBe(
      `Välkomna!\n${PRINT_PROGRAMME_PLACEHOLDER}`,
    );
    rerender(
      <PrintCardPage
        print={withProgramme}
        page={2}
        editing={editing}
        sources={{ images: {}, artwork: {}, back: { ...back, programme: ['15.00 Vigsel'] } }}
      />,
    );
    expect(container.querySelector('.qr-text')?.textContent).toBe(
      `Välkomna!\n${PRINT_PROGRAMME_PLACEHOLDER}`,
    );
  });
});
