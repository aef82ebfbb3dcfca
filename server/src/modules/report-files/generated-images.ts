import zlib from 'node:zlib';

/**
 * Small photo-like PNG images made in code (a colour gradient with a checker texture and a label band), for
 * the PDF tests, the benchmark and the demo reports: no image file to keep in the repository and no image
 * library to install. RGB without alpha, so the PDF embeds them without re-encoding, as it does photos.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A width × height RGB PNG; `seed` changes its colours so each generated photo differs. */
export function generatedPng(width: number, height: number, seed = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rowBytes = width * 3 + 1;
  const raw = Buffer.alloc(rowBytes * height);
  const hue = (seed * 67) % 256;
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    raw[row] = 0; // filter: none
    const band = y > height * 0.82;
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      const checker = ((x >> 5) ^ (y >> 5)) & 1 ? 24 : 0;
      if (band) {
        raw[at] = raw[at + 1] = raw[at + 2] = 40 + checker;
        continue;
      }
      raw[at] = (hue + (x * 180) / width + checker) & 0xff;
      raw[at + 1] = (90 + (y * 140) / height + checker) & 0xff;
      raw[at + 2] = (255 - hue + ((x + y) * 60) / (width + height)) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
