import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of 8-bit pixels (`colorType` 2: RGB, 6: RGBA) from rows that each start with their filter byte. */
export function encodePng(width: number, height: number, colorType: 2 | 6, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8); // 8 bits a channel, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small portrait placeholder (a head and shoulders on a coloured disc), drawn in code so the demo data
 * carries no binary file. It only has to prove that a stored photo replaces the default avatar.
 */
export function demoPortraitPng(size = 96, rgb: [number, number, number] = [37, 99, 235]): Buffer {
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) {
      const dx = x - centre;
      const inDisc = dx * dx + (y - centre) ** 2 <= (size / 2) ** 2;
      const head = dx * dx + (y - size * 0.38) ** 2 <= (size * 0.17) ** 2;
      const shoulders = y > size * 0.6 && dx * dx + (y - size * 0.95) ** 2 <= (size * 0.33) ** 2;
      const [r, g, b] = head || shoulders ? [241, 245, 249] : rgb;
      row.set([r, g, b, inDisc ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  return encodePng(size, size, 6, Buffer.concat(rows));
}
