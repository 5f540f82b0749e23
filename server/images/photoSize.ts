/**
 * Pixel size of a JPEG, PNG or WebP from its header, synchronously. The image resolver is
 * called synchronously while pages are built (sharp can only answer asynchronously), and a
 * header is all it needs. JPEG EXIF orientation is honoured: a portrait shot stored
 * sideways reports the size it is displayed at, as browsers show it.
 */
import { closeSync, openSync, readSync, readFileSync } from 'node:fs';

export interface Size {
  width: number;
  height: number;
}

/** Most headers sit in the first few KB; JPEGs with big EXIF thumbnails need more. */
const HEAD_BYTES = 256 * 1024;

export function readImageSize(file: string): Size | null {
  const head = readHead(file, HEAD_BYTES);
  const size = parse(head);
  if (size !== undefined) return size;
  // The JPEG frame header was beyond the first chunk: read it all (rare, once per photo).
  return parse(readFileSync(file)) ?? null;
}

function readHead(file: string, bytes: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const read = readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** undefined = need more bytes; null = not an image we understand. */
function parse(b: Buffer): Size | null | undefined {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return webp(b);
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpeg(b);
  return null;
}

function webp(b: Buffer): Size | null {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

function jpeg(b: Buffer): Size | null | undefined {
  let orientation = 1;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan data before a frame header
    const len = b.readUInt16BE(i + 2);
    if (marker === 0xe1 && b.toString('latin1', i + 4, i + 10) === 'Exif\0\0') {
      orientation = exifOrientation(b.subarray(i + 10, i + 2 + len)) ?? orientation;
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = b.readUInt16BE(i + 5);
      const width = b.readUInt16BE(i + 7);
      return orientation >= 5 ? { width: height, height: width } : { width, height };
    }
    i += 2 + len;
  }
  return undefined;
}

/** The Orientation tag (0x0112) of IFD0 in a TIFF-structured EXIF block. */
function exifOrientation(t: Buffer): number | undefined {
  if (t.length < 8) return undefined;
  const le = t.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number): number => (le ? t.readUInt16LE(o) : t.readUInt16BE(o));
  const u32 = (o: number): number => (le ? t.readUInt32LE(o) : t.readUInt32BE(o));
  const ifd = u32(4);
  if (ifd + 2 > t.length) return undefined;
  const count = u16(ifd);
  for (let k = 0; k < count; k++) {
    const e = ifd + 2 + k * 12;
    if (e + 12 > t.length) return undefined;
    if (u16(e) === 0x0112) return u16(e + 8);
  }
  return undefined;
}
