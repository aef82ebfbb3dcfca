import fs from 'node:fs';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Where the picture of a user is served from (with the token and entityId header, like any call). */
export function userPhotoUrl(userId: number): string {
  return `/api/UserProfile/photo/${userId}`;
}

export interface PhotoFile {
  file: string;
  contentType: string;
}

/**
 * The photo on disk, or null when there is none: no folder configured, no file name, a name that would
 * leave the files folder, a type that is not an image, or a file that is not (or no longer) there. The
 * header then shows the default avatar for the gender.
 */
export function resolvePhoto(filesDir: string | undefined, photoFile: string | null): PhotoFile | null {
  if (!filesDir || !photoFile) return null;
  const root = path.resolve(filesDir);
  const file = path.resolve(root, photoFile);
  if (!file.startsWith(root + path.sep)) return null;
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!contentType) return null;
  try {
    return fs.statSync(file).isFile() ? { file, contentType } : null;
  } catch {
    return null;
  }
}
