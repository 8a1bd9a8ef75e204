import sharp from 'sharp';

/**
 * A `width` x `height` RGB PNG of diagonal stripes: every pixel must be decoded (PNG has no
 * shrink-on-load, unlike JPEG), yet it compresses to a few hundred kilobytes, so a 40-megapixel
 * image fits the 5 MB upload cap.
 */
export async function stripedPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const band = ((x + y) >> 5) & 7;
      const offset = (y * width + x) * 3;
      raw[offset] = band * 32;
      raw[offset + 1] = 255 - band * 32;
      raw[offset + 2] = (band * 96) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
