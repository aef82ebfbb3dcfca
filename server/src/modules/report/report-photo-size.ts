import { imageSize as readImageSize } from 'image-size';

/**
 * Width and height of an uploaded photo, read from its header by image-size (no decoding). null when the
 * header is cut short, unreadable or of another type than the bytes were sniffed as: such a file is refused
 * as not an image.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export function imageSize(bytes: Buffer, mimeType: string): ImageSize | null {
  const expected = TYPES[mimeType];
  if (!expected) return null;
  try {
    const { width, height, type } = readImageSize(new Uint8Array(bytes));
    if (type !== expected || !width || !height) return null;
    return { width, height };
  } catch {
    return null;
  }
}
