/** Spec §9: file sizes shown in B, KB, MB, GB; upload kinds carry the spec's limits. */
import { UPLOAD_KINDS, fileExtension, formatFileSize } from '../../shared/limits.js';

describe('limits', () => {
  it('format file sizes with the largest fitting unit', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5_242_880)).toBe('5 MB');
    expect(formatFileSize(104_857_600)).toBe('100 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('hold the spec’s upload limits', () => {
    expect(UPLOAD_KINDS['chat-image'].maxBytes).toBe(5_242_880);
    expect(UPLOAD_KINDS['chat-file'].maxBytes).toBe(104_857_600);
    expect(UPLOAD_KINDS['chat-file'].extensions).toEqual([]);
    expect(UPLOAD_KINDS.editor.tooLargeMessage).toBe('上传文件大小不能超过 5 MB!');
    expect(UPLOAD_KINDS.image.maxBytes).toBe(3000 * 1024);
  });

  it('read extensions case-insensitively', () => {
    expect(fileExtension('照片.JPG')).toBe('jpg');
    expect(fileExtension('README')).toBe('');
  });
});
