import { describe, expect, it, vi } from 'vitest';
import { createFontLoader, type FontFaceRequest } from './load-site-fonts';

function loader() {
  const faces: FontFaceRequest[] = [];
  const load = createFontLoader(vi.fn((face: FontFaceRequest) => faces.push(face)));
  return { faces, load };
}

const describeFace = (face: FontFaceRequest) => `${face.family} ${face.weight} ${face.style}`;

describe('loadSiteFonts (001 "Themes")', () => {
  it('declares the heading font in 400 and 700 and the text font in four cuts, latin in two files and latin-ext', async () => {
    const { faces, load } = loader();
    await load({ heading: 'Playfair Display', text: 'Lora' });

    expect([...new Set(faces.map(describeFace))].sort()).toEqual(
      [
        'Playfair Display 400 normal',
        'Playfair Display 700 normal',
        'Lora 400 normal',
        'Lora 400 italic',
        'Lora 700 normal',
        'Lora 700 italic',
      ].sort(),
    );
    // Three files per cut, each limited to its characters.
    expect(faces).toHaveLength(18);
    expect(faces.every((face) => /\.woff2\b/.test(face.url) && face.unicodeRange.startsWith('U+'))).toBe(
      true,
    );
  });

  it('requests each font, weight and style once', async () => {
    const { faces, load } = loader();
    await Promise.all([load({ heading: 'Lora', text: 'Lora' }), load({ heading: 'Lora', text: 'Lora' })]);
    await load({ heading: 'Lora', text: 'Lora' });

    expect(faces).toHaveLength(12);
    expect(new Set(faces.map((face) => face.url)).size).toBe(12);
  });

  it('never loads Arial or Georgia', async () => {
    const loadFiles = vi.fn(async () => null);
    const faces: FontFaceRequest[] = [];
    const load = createFontLoader((face) => faces.push(face), loadFiles);
    await load({ heading: 'Georgia', text: 'Arial' });
    expect(faces).toEqual([]);
    expect(loadFiles).not.toHaveBeenCalled();
  });

  it('loads only the cuts a font has, and nothing for an unknown font', async () => {
    const { faces, load } = loader();
    await load({ heading: 'Great Vibes', text: 'Comic Sans' });
    expect(faces.map(describeFace)).toEqual(Array(3).fill('Great Vibes 400 normal'));
  });
});
