import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MIME_TYPES } from '@portal/domain';
import { fileRemovalsAllowed } from '../../lib/file-removal-gate';

/** Where a staff photo is served (GET with the usual headers, like every call). */
export function staffPhotoFileUrl(staffId: number, photoFile: string): string {
  // Each upload gets a new stored name, so the URL changes with the photo and no cache shows an old one.
  const stamp = path.posix.basename(photoFile).replace(/\.[^.]*$/, '');
  return `/api/HumanResource/staff/photo-file/${staffId}?f=${encodeURIComponent(stamp)}`;
}

export const PHOTO_MIME_TYPES = UPLOAD_MIME_TYPES.filter((type) => type.startsWith('image/'));

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/**
 * The type the bytes really are (magic numbers), or null. The declared content type is the browser's
 * guess from the file name; the stored type is what the bytes say, so a renamed file cannot pass.
 */
export function sniffType(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export type ReadUpload =
  | { kind: 'file'; fileName: string; bytes: Buffer; fields: Record<string, unknown> }
  | { kind: 'tooLarge' }
  | { kind: 'none' };

/**
 * The one file of a multipart request, with the fields sent before it; too large is reported, never stored.
 * The limit is the app's unless the route names its own.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes?: number } = {},
): Promise<ReadUpload> {
  if (!request.isMultipart()) return { kind: 'none' };
  try {
    const part = await request.file(
      options.maxBytes ? { limits: { fileSize: options.maxBytes } } : undefined,
    );
    if (!part) return { kind: 'none' };
    const bytes = await part.toBuffer();
    return { kind: 'file', fileName: safeFileName(part.filename), bytes, fields: part.fields };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { kind: 'tooLarge' };
    throw error;
  }
}

/** The name shown and offered on download: no folders, no control characters, at most 200 characters. */
export function safeFileName(name: string | undefined): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"')
    .join('')
    .trim();
  return (clean || 'file').slice(-200);
}

/** Writes the bytes under filesDir/staff/{staffId}/ with a random name; answers the relative path. */
export async function storeStaffFile(
  filesDir: string,
  staffId: number,
  kind: 'photo' | 'files',
  mimeType: string,
  bytes: Buffer,
): Promise<string> {
  return storeUploadedFile(filesDir, ['staff', String(staffId), kind], mimeType, bytes);
}

/** Writes the bytes under filesDir/{folder...}/ with a random name; answers the relative path. */
export async function storeUploadedFile(
  filesDir: string,
  folder: string[],
  mimeType: string,
  bytes: Buffer,
): Promise<string> {
  const relative = path.posix.join(...folder, `${crypto.randomUUID()}${EXTENSIONS[mimeType] ?? ''}`);
  const absolute = path.join(filesDir, relative);
  await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
  await fs.promises.writeFile(absolute, bytes);
  return relative;
}

/** The absolute path of a stored file, or null when it would leave the files folder. */
export function storedFilePath(filesDir: string, relative: string): string | null {
  const root = path.resolve(filesDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Best effort: a file left behind costs disk, never correctness. Waits while a backup copies the files. */
export async function removeStoredFiles(filesDir: string | undefined, relatives: string[]): Promise<void> {
  if (!filesDir) return;
  await fileRemovalsAllowed();
  await Promise.all(
    relatives.map(async (relative) => {
      const file = storedFilePath(filesDir, relative);
      if (file) await fs.promises.rm(file, { force: true });
    }),
  );
}

/** Content-Disposition with the original name (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
