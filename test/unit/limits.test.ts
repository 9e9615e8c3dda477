/** Spec §9: file sizes shown in B, KB, MB, GB; upload kinds carry the spec's limits. */
import { UPLOAD_KINDS, fileExtension, fileKeyOfPath, formatFileSize } from '../../shared/limits.js';
import { TRAVERSALS } from '../support/file-traversals.js';

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

  it('judge a /files path by the key the store would read: our grammar only, never a private kind', () => {
    expect(fileKeyOfPath('avatar/01JOWNER/01JFILE.png')).toEqual({ key: 'avatar/01JOWNER/01JFILE.png' });
    expect(fileKeyOfPath('content/0a1b2c3d4e5f6a7b.svg')).toEqual({ key: 'content/0a1b2c3d4e5f6a7b.svg' });
    expect(fileKeyOfPath('chat-image/01JOWNER/01JFILE.png')).toEqual({ status: 403 });
    expect(fileKeyOfPath('chat%2Dfile/01JOWNER/01JFILE')).toEqual({ status: 403 });
    expect(fileKeyOfPath('%E0%A4%A')).toEqual({ status: 400 });
    for (const path of TRAVERSALS) expect(fileKeyOfPath(path), path).not.toHaveProperty('key');
  });
});
