/**
 * Width and height of an image from its header, without decoding it (no image library on the server):
 * PNG's IHDR, JPEG's start-of-frame marker, WebP's VP8 / VP8L / VP8X header and GIF's screen descriptor.
 * null when the header is not one of these or is cut short: such a file is refused as not an image.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const valid = (size: ImageSize): ImageSize | null => (size.width > 0 && size.height > 0 ? size : null);

function pngSize(bytes: Buffer): ImageSize | null {
  // Signature (8), then the IHDR chunk: length (4), 'IHDR' (4), width (4), height (4).
  if (bytes.length < 24 || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return valid({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM) are skipped one by one.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (isStartOfFrame(marker))
      return valid({ height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) });
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') {
    // Lossy: a key frame's start code 9D 01 2A, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return valid({ width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff });
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 2F, then width-1 and height-1 in 14 bits each.
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return valid({ width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 });
  }
  if (chunk === 'VP8X') {
    // Extended: canvas width-1 and height-1 in 24 bits each.
    return valid({ width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 });
  }
  return null;
}

function gifSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 10) return null;
  return valid({ width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) });
}

export function imageSize(bytes: Buffer, mimeType: string): ImageSize | null {
  switch (mimeType) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    case 'image/gif':
      return gifSize(bytes);
    default:
      return null;
  }
}
