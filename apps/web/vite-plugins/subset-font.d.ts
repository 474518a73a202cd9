/** subset-font 2 ships no types: the one call the build makes (harfbuzz's hb-subset, compiled to wasm). */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Leaves out the TrueType hinting instructions. */
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
