// fontverter ships no types; the part the font test uses.
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> };
  export default fontverter;
}
