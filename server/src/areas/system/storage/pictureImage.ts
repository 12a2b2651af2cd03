import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import { MAX_PICTURE_PIXELS, PICTURES_ONLY_MESSAGE, THUMBNAIL_SIZE } from '@yjf/area-system/domain/storageSchemas';
import { badRequest } from '../../../http/errors';

/** What 图床 takes, by the format sharp reads from the bytes, and how each is stored. */
const FORMATS: Record<string, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

export const TOO_MANY_PIXELS = `图片像素过多（不能超过 ${MAX_PICTURE_PIXELS / 10_000} 万像素）`;

/** sharp (libvips: about 20 MiB of the process) is loaded by the first picture, not by every server at start. */
let sharpLoaded: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpLoaded ??= import('sharp').then((module) => module.default));

/** A picture read for 图床: its kind, size and a thumbnail of at most 200×200 (WebP). */
export type ReadPicture = { ext: string; contentType: string; width: number; height: number; thumbnail: Buffer };

/**
 * Reads an uploaded picture by its content: JPEG, PNG, GIF or WebP only (400 `只能上传图片` otherwise, SVG
 * included), at most 40 megapixels checked before anything is decoded (a decompression bomb is a 400, not a
 * server out of memory), and makes its thumbnail.
 */
export async function readPicture(data: Buffer): Promise<ReadPicture> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(data, options).metadata();
  } catch (error) {
    throw badRequest(/pixel limit/i.test((error as Error).message) ? TOO_MANY_PIXELS : PICTURES_ONLY_MESSAGE);
  }
  const format = FORMATS[metadata.format ?? ''];
  if (!format || !metadata.width || !metadata.height) throw badRequest(PICTURES_ONLY_MESSAGE);
  if (metadata.width * metadata.height > MAX_PICTURE_PIXELS) throw badRequest(TOO_MANY_PIXELS);
  // As the picture shows: a photo taken sideways (EXIF orientation) swaps its sides; a GIF's frame.
  const width = metadata.autoOrient.width;
  const height = metadata.pages && metadata.pageHeight ? metadata.pageHeight : metadata.autoOrient.height;
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(data, options)
      .autoOrient()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw badRequest(/pixel limit/i.test((error as Error).message) ? TOO_MANY_PIXELS : '图片已损坏，无法读取');
  }
  return { ...format, width, height, thumbnail };
}
