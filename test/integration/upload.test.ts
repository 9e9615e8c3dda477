/**
 * Presigned uploads end to end: the gateway presigns within the kind's limits, and the S3 side itself refuses
 * what the policy forbids (size, type, tampering, expiry), as real S3 does.
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { inject } from 'vitest';
import { UPLOAD_KINDS } from '../../shared/limits.js';
import type { PresignOutput } from '../../shared/schemas/upload.js';
import { api } from '../support/api.js';
import { newPerson, type TestPerson } from '../support/people.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const postForm = async (presigned: Pick<PresignOutput, 'url' | 'fields'>, file: Blob, override: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...presigned.fields, ...override })) form.append(name, value);
  form.append('file', file, 'upload.bin');
  const res = await fetch(presigned.url, { method: 'POST', body: form });
  return { status: res.status, text: await res.text() };
};

const presign = (person: TestPerson, json: unknown) =>
  api<PresignOutput>('POST', '/api/common/upload/presign', { token: person.token, json });

describe('POST /api/common/upload/presign', () => {
  let person: TestPerson;
  beforeAll(async () => {
    person = await newPerson();
  });

  it('lets a logged-in person upload an allowed image that is then readable at fileUrl', async () => {
    // Prepare
    const answer = await presign(person, { kind: 'image', fileName: '截图.png', contentType: 'image/png', size: PNG.length });
    expect(answer.status).toBe(200);
    const { url, fields, key, fileUrl } = answer.body.data;
    expect(key).toMatch(new RegExp(`^image/${person.userId}/[0-9A-Z]{26}\\.png$`));
    // Act
    const upload = await postForm({ url, fields }, new Blob([PNG], { type: 'image/png' }));
    // Assess
    expect(upload.status).toBe(204);
    const read = await fetch(fileUrl);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('serves a handover or delivery file (project-file) under /files with its original name, and a picture with none', async () => {
    // Prepare
    const file = await presign(person, { kind: 'project-file', fileName: '交付说明(终版).txt', contentType: 'text/plain', size: 5 });
    const picture = await presign(person, { kind: 'image', fileName: '张三的截图.png', contentType: 'image/png', size: PNG.length });
    expect((await postForm(file.body.data, new Blob(['hello'], { type: 'text/plain' }))).status).toBe(204);
    expect((await postForm(picture.body.data, new Blob([PNG], { type: 'image/png' }))).status).toBe(204);

    // Act
    const download = await fetch(file.body.data.fileUrl);
    const shown = await fetch(picture.body.data.fileUrl);

    // Assess: RFC 6266 `filename*`, with the characters RFC 5987 reserves encoded too; the picture names no one.
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('交付说明')}%28${encodeURIComponent('终版')}%29.txt`);
    expect(await download.text()).toBe('hello');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-disposition')).toBeNull();
  });

  it('keeps chat files private: never served under /files, read through a signed URL with their original name', async () => {
    const answer = await presign(person, { kind: 'chat-file', fileName: '需求说明书.pdf', contentType: 'application/pdf', size: 5 });
    const upload = await postForm(answer.body.data, new Blob(['%PDF-'], { type: 'application/pdf' }));
    expect(upload.status).toBe(204);
    const { fileUrl, key } = answer.body.data;
    expect((await fetch(fileUrl)).status).toBe(403);
    // Encoded as S3 would decode it, the path is still refused.
    expect((await fetch(fileUrl.replace('/chat-file/', '/chat%2Dfile/'))).status).toBe(403);
    // Anonymous reads straight from the bucket are refused too.
    const bucketUrl = new URL(answer.body.data.url);
    expect((await fetch(`${bucketUrl.origin}${bucketUrl.pathname.replace(/\/$/, '')}/${key}`)).status).toBe(403);

    const { readableFileUrl } = await import('../../functions/lib/s3/private-file-reads.js');
    const signed = await readableFileUrl(fileUrl);
    expect(signed).not.toBe(fileUrl);
    const read = await fetch(signed);
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('%PDF-');
    expect(read.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('需求说明书.pdf')}`);
  });

  it('refuses at presign time what the kind does not allow, naming the rule in Chinese', async () => {
    const big = await presign(person, { kind: 'chat-image', fileName: 'a.png', size: UPLOAD_KINDS['chat-image'].maxBytes + 1 });
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('图片大小不能超过 5 MB');
    const editor = await presign(person, { kind: 'editor', fileName: 'a.png', size: 5 * 1024 * 1024 + 1 });
    expect(editor.body.msg).toBe('上传文件大小不能超过 5 MB!');
    const type = await presign(person, { kind: 'avatar', fileName: 'a.exe', size: 10 });
    expect(type.status).toBe(400);
    expect(type.body.msg).toBe('只能上传 jpg、jpeg、png 格式的文件');
    expect(type.body.data).toEqual({ issues: [{ path: 'fileName', message: type.body.msg }] });
  });

  it('is refused without a login', async () => {
    const answer = await api('POST', '/api/common/upload/presign', { json: { kind: 'image', fileName: 'a.png', size: 1 } });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });

  describe('the S3 side enforces the policy itself', () => {
    it('refuses a file larger than the policy allows', async () => {
      const answer = await presign(person, { kind: 'chat-image', fileName: 'a.png', size: 100 });
      const tooBig = new Blob([new Uint8Array(UPLOAD_KINDS['chat-image'].maxBytes + 1)], { type: 'image/png' });
      const upload = await postForm(answer.body.data, tooBig);
      expect(upload.status).toBe(400);
      expect(upload.text).toContain('<Code>EntityTooLarge</Code>');
    });

    it('refuses a content type other than the signed one', async () => {
      const answer = await presign(person, { kind: 'chat-image', fileName: 'a.png', size: PNG.length });
      const upload = await postForm(answer.body.data, new Blob([PNG]), { 'Content-Type': 'text/html' });
      expect(upload.status).toBe(403);
      expect(upload.text).toContain('<Code>AccessDenied</Code>');
      expect(upload.text).toContain('Content-Type');
    });

    it('refuses a tampered policy', async () => {
      const answer = await presign(person, { kind: 'chat-image', fileName: 'a.png', size: PNG.length });
      const policy = JSON.parse(Buffer.from(answer.body.data.fields.Policy as string, 'base64').toString()) as {
        conditions: unknown[];
      };
      policy.conditions = policy.conditions.map((c) =>
        Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10 ** 9] : c,
      );
      const forged = Buffer.from(JSON.stringify(policy)).toString('base64');
      const upload = await postForm(answer.body.data, new Blob([PNG], { type: 'image/png' }), { Policy: forged });
      expect(upload.status).toBe(403);
      expect(upload.text).toContain('SignatureDoesNotMatch');
    });

    it('refuses an expired policy', async () => {
      // The gateway's policies last 10 minutes; sign a 1-second one with the same client to see expiry enforced.
      const { s3 } = await import('../../functions/lib/s3/client.js');
      const presigned = await createPresignedPost(s3, {
        Bucket: inject('cloud').uploadBucket,
        Key: `image/${person.userId}/expired.png`,
        Conditions: [['content-length-range', 1, 100]],
        Expires: 1,
      });
      await new Promise((r) => setTimeout(r, 2100));
      const upload = await postForm(presigned, new Blob([PNG], { type: 'image/png' }));
      expect(upload.status).toBe(403);
      expect(upload.text).toContain('Policy expired');
    });
  });
});
