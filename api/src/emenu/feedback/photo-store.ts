import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where feedback photos are kept: a folder under the data directory by default, or an S3-compatible
 * bucket (docs/api.md, "Electronic menu"). Keys are `{tenant id}/{random hex}`, made by the api only.
 */
export interface PhotoStore {
  readonly kind: 'folder' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; nothing happens when it holds nothing. */
  remove(key: string): Promise<void>;
}

const KEY = /^\d{1,10}\/[0-9a-f]{32}$/;

/** A new key for one of the tenant's photos. */
export const newPhotoKey = (tenantId: number): string => `${tenantId}/${randomBytes(16).toString('hex')}`;

const checkedKey = (key: string): string => {
  if (!KEY.test(key)) throw new Error(`not a photo key: ${key}`);
  return key;
};

/** Photos as files under `dir`; a file appears whole or not at all (written aside, then renamed). */
export const folderPhotoStore = (dir: string): PhotoStore => ({
  kind: 'folder',
  async put(key, bytes) {
    const file = path.join(dir, checkedKey(key));
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  },
  async get(key) {
    return readFile(path.join(dir, checkedKey(key))).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  },
  async remove(key) {
    await rm(path.join(dir, checkedKey(key)), { force: true });
  },
});

/**
 * Stores every photo or none: when one cannot be stored, the ones stored before it are removed and
 * the error is thrown again.
 */
export const putAll = async (store: PhotoStore, photos: readonly { key: string; bytes: Buffer; contentType: string }[]): Promise<void> => {
  const stored: string[] = [];
  try {
    for (const photo of photos) {
      await store.put(photo.key, photo.bytes, photo.contentType);
      stored.push(photo.key);
    }
  } catch (error) {
    await removeAll(store, stored);
    throw error;
  }
};

/** Removes these keys, as far as the store lets it (a cleanup never hides the error that led to it). */
export const removeAll = async (store: PhotoStore, keys: readonly string[]): Promise<void> => {
  await Promise.allSettled(keys.map((key) => store.remove(key)));
};
