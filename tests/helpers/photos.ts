import sharp from 'sharp';

/**
 * A camera JPEG as phones write them: stored sideways with an EXIF orientation of 6 (turn 90°
 * clockwise to view), the maker's name, a copyright line and a GPS position. Its left third is red,
 * so after turning upright the red is at the top.
 */
export async function cameraJpeg(width = 2400, height = 1600): Promise<Buffer> {
  const red = await sharp({ create: { width: Math.round(width / 3), height, channels: 3, background: '#c0392b' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Arusha office', Make: 'SafariCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '3/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 41/1 0/1' } })
    .toBuffer();
}

/** The colour of one pixel of an image. */
export async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
