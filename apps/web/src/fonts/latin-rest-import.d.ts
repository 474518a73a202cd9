/** A latin font file's rest part (vite-plugins/unhinted-fonts.ts), imported as its built address. */
declare module '*?url&no-inline&latin-rest' {
  const url: string;
  export default url;
}
