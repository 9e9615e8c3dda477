/**
 * Spec §5: a picture wider than 1920 px is drawn again 1920 px wide (its aspect kept) before it is uploaded; PNG
 * stays PNG, JPEG stays JPEG at quality 0.9, anything else (GIF, video) goes as it was picked. The size maths and
 * the choice of encoding are pure; the drawing takes its decoder and canvas as arguments, so that tests need no
 * browser.
 */
import { contentTypeFor, fileExtension } from '../../../../shared/limits.js';

export const MAX_IMAGE_WIDTH = 1920;
export const JPEG_QUALITY = 0.9;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The size a picture is drawn at before upload, or undefined when it is not wider than `maxWidth`. */
export const scaledSize = (size: Size, maxWidth: number = MAX_IMAGE_WIDTH): Size | undefined => {
  if (!(size.width > maxWidth) || !(size.height > 0)) return undefined;
  return { width: maxWidth, height: Math.max(1, Math.round((size.height * maxWidth) / size.width)) };
};

export type Encoding = { readonly type: 'image/png' } | { readonly type: 'image/jpeg'; readonly quality: number };

/** How a picture is encoded again when it is made smaller; undefined for types that are never redrawn (GIF). */
export const encodingFor = (file: Pick<File, 'name' | 'type'>): Encoding | undefined => {
  const type = (file.type || contentTypeFor(fileExtension(file.name))).toLowerCase();
  if (type === 'image/png') return { type: 'image/png' };
  if (type === 'image/jpeg' || type === 'image/jpg') return { type: 'image/jpeg', quality: JPEG_QUALITY };
  return undefined;
};

/** A decoded picture: its natural size, what a canvas draws, and how to free it. */
export interface DecodedImage extends Size {
  readonly source: CanvasImageSource;
  release?: () => void;
}

/** The part of an HTMLCanvasElement the compression uses. */
export interface Surface {
  width: number;
  height: number;
  getContext(contextId: '2d'): Pick<CanvasRenderingContext2D, 'drawImage'> | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

export interface ImageTools {
  decode: (file: Blob) => Promise<DecodedImage>;
  createSurface: () => Surface;
}

const decodeWithElement = (file: Blob): Promise<DecodedImage> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight, source: image, release: () => URL.revokeObjectURL(url) });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The picture could not be decoded'));
    };
    image.src = url;
  });

/** The browser's own: createImageBitmap where it exists (it follows the EXIF orientation), else an <img>. */
export const browserImageTools: ImageTools = {
  decode: async (file) => {
    if (typeof createImageBitmap !== 'function') return decodeWithElement(file);
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, release: () => bitmap.close() };
  },
  createSurface: () => document.createElement('canvas'),
};

/**
 * The file to upload: `file` itself when it needs no change (narrow enough, not PNG or JPEG, or unreadable here:
 * the upload's own checks then decide), else a new file of the same name and type, 1920 px wide.
 */
export const compressImage = async (file: File, tools: ImageTools = browserImageTools): Promise<File> => {
  const encoding = encodingFor(file);
  if (!encoding) return file;
  let image: DecodedImage;
  try {
    image = await tools.decode(file);
  } catch {
    return file;
  }
  try {
    const size = scaledSize(image);
    if (!size) return file;
    const surface = tools.createSurface();
    surface.width = size.width;
    surface.height = size.height;
    const context = surface.getContext('2d');
    if (!context) return file;
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      encoding.type === 'image/jpeg' ? surface.toBlob(resolve, encoding.type, encoding.quality) : surface.toBlob(resolve, encoding.type),
    );
    if (!blob) return file;
    return new File([blob], file.name, { type: encoding.type, lastModified: file.lastModified });
  } finally {
    image.release?.();
  }
};
