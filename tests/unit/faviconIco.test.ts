import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writeFaviconIco } from '@/server/images/faviconIco';

// Walked by a crawler on 30 Nov: /favicon.ico, which browsers and crawlers ask for without
// reading the page, was a 404 page. It is drawn from the site's own favicon.svg at build.

describe('/favicon.ico', () => {
  it('is an icon file of the site’s own logo at 16, 32 and 48 pixels, each a PNG the directory points at', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ico-')), 'favicon.ico');
    await writeFaviconIco(path.resolve('public/favicon.svg'), file);
    const ico = fs.readFileSync(file);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const [size, length, offset] = [ico.readUInt8(entry), ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + length);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // The logo's orange disc is at its centre, not a blank square.
      const { data } = await sharp(png).extract({ left: Math.floor(size / 2), top: Math.floor(size / 4), width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
