import type { HslColor } from '../schemas/color-scheme';

/** An HSL colour as red, green and blue from 0 to 1 (alpha is ignored). */
export function hslToRgb({ h, s, l }: HslColor): [number, number, number] {
  const saturation = s / 100;
  const lightness = l / 100;
  const amount = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function relativeLuminance(color: HslColor): number {
  const [r, g, b] = hslToRgb(color).map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: HslColor, second: HslColor): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Running text needs 4.5:1 to be readable by most people (WCAG 2, level AA). */
export const READABLE_CONTRAST_RATIO = 4.5;
