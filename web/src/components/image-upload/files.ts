/** What the image upload accepts, and how it names its limits: all read from the upload kind (shared/limits). */
import { UPLOAD_KINDS, fileExtension, type UploadKindName } from '../../../../shared/limits.js';
import { checkUploadLimits } from '../../api/upload.js';
import { encodingFor } from './compress.js';

const KB = 1024;
const MB = 1024 * KB;

/**
 * Videos shown inline, as a player instead of a picture or a file (spec §5: mp4, fiv, m3u8). `fiv` is the spec's
 * spelling, kept; `flv`, surely what it means, is taken too. A browser plays what it can (mp4 everywhere; m3u8 and
 * flv where it has them); a chat file keeps its download link beside the player.
 */
export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'fiv', 'flv', 'm3u8'];

const VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/x-flv', 'application/vnd.apple.mpegurl', 'application/x-mpegurl'];

/** Whether a file name (or a URL's last path segment) names a video by its extension. */
export const isVideoName = (name: string): boolean => VIDEO_EXTENSIONS.includes(fileExtension(name));

/** The file chooser's `accept`: the kind's extensions, or any picture (and the videos when they are allowed). */
export const acceptFor = (kind: UploadKindName, allowVideo = false): string => {
  const { extensions } = UPLOAD_KINDS[kind];
  if (extensions.length > 0) return extensions.map((extension) => `.${extension}`).join(',');
  return allowVideo ? `image/*,video/mp4,${VIDEO_EXTENSIONS.map((extension) => `.${extension}`).join(',')}` : 'image/*';
};

/** The kind's size limit as people read it: 3000 KB, 5 MB (whole units, as the spec's messages write them). */
export const sizeLabel = (bytes: number): string => {
  if (bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes % KB === 0) return `${bytes / KB} KB`;
  return `${bytes} B`;
};

/** The kind's types as people read them: `jpg、jpeg、png`, or undefined for a kind that takes any type. */
export const typesLabel = (kind: UploadKindName): string | undefined => {
  const { extensions } = UPLOAD_KINDS[kind];
  return extensions.length > 0 ? extensions.join('、') : undefined;
};

export const isVideoFile = (file: Pick<File, 'name' | 'type'>): boolean => VIDEO_TYPES.includes(file.type.toLowerCase()) || isVideoName(file.name);

/** Whether an uploaded file's URL is a video (by the extension of its path). */
export const isVideoUrl = (url: string): boolean => {
  const path = url.split(/[?#]/)[0] ?? '';
  return isVideoName(path.slice(path.lastIndexOf('/') + 1));
};

/**
 * The message for a file that cannot be uploaded as `kind`, checked before it is shown. A PNG or JPEG is not
 * refused for its size here: it may be made smaller first, and the upload checks the size it then has.
 */
export const refusalOf = (file: File, kind: UploadKindName): string | undefined =>
  checkUploadLimits(encodingFor(file) ? { name: file.name, type: file.type, size: Math.min(file.size, 1) } : file, kind);

/** Pictures (and videos when allowed) in a clipboard or a drop. */
export const mediaFilesOf = (data: Pick<DataTransfer, 'files'> | null, allowVideo = false): File[] =>
  [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/') || (allowVideo && isVideoFile(file)));
