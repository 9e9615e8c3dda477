/** English placeholders of texts.ts (only zh_CN is offered; loaded only when English is asked for). */
import type { ImageUploadTextKey } from './texts.js';

export const imageUploadEn: Record<ImageUploadTextKey, string> = {
  'imageUpload.add': 'Add picture',
  'imageUpload.addMedia': 'Add picture/video',
  'imageUpload.hint': '{types}, up to {size} each, at most {limit}; you can also paste pictures',
  'imageUpload.hintAnyType': 'Up to {size} each, at most {limit}; you can also paste pictures',
  'imageUpload.tooMany': 'At most {limit} pictures',
  'imageUpload.pasteFailed': 'Paste failed, make sure the clipboard has an image',
  'imageUpload.imageName': 'picture {index}',
  'imageUpload.videoName': 'video {index}',
  'imageUpload.preview': 'View {name}',
  'imageUpload.previewTitle': 'Picture',
  'imageUpload.videoPreviewTitle': 'Video',
  'imageUpload.remove': 'Delete {name}',
  'imageUpload.removeShort': 'Delete',
  'imageUpload.deleteConfirm': 'Delete this picture?',
  'imageUpload.cancel': 'Cancel uploading {name}',
  'imageUpload.cancelShort': 'Cancel upload',
  'imageUpload.preparing': 'Preparing…',
  'imageUpload.percent': 'Uploading {percent}%',
  'imageUpload.progress': 'Upload progress of {name}',
};
