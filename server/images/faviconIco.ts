import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** The sizes a browser or a crawler asks /favicon.ico for (tabs, bookmarks, search results). */
const SIZES = [16, 32, 48];

/**
 * /favicon.ico from the site's own favicon.svg: what browsers and crawlers ask for without reading
 * the page's <link rel="icon"> (walked by a crawler: a 404 page). An ICO file whose images are
 * PNGs (a directory of 16-byte entries, then the images), which every browser since 2007 reads.
 */
export async function writeFaviconIco(svgFile: string, icoFile: string): Promise<void> {
  const svg = await readFile(svgFile);
  const images = await Promise.all(SIZES.map((size) => sharp(svg, { density: 72 * (size / 36) * 4 }).resize(size, size).png().toBuffer()));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(SIZES[i]!, entry); // width
    header.writeUInt8(SIZES[i]!, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  await writeFile(icoFile, Buffer.concat([header, ...images]));
}
