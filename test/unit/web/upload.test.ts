// @vitest-environment jsdom
/** The browser upload helper: the kind's limits first (spec §5), then presign and a direct POST to storage. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARY_PICTURE, UPLOAD_KINDS } from '../../../shared/limits.js';
import { routeById } from '../../../shared/routes/index.js';
import { configureApi } from '../../../web/src/api/api-config.js';
import { checkUploadLimits, storageErrorMessage, uploadFile, UploadError, widthRefusal } from '../../../web/src/api/upload.js';
import { subscribeNotices, type Notice } from '../../../web/src/lib/notify.js';
import { startApiStub, type ApiStub } from './api-stub.js';

const MB = 1024 * 1024;
const PRESIGN_PATH = routeById('upload.presign').path;
const BUCKET_PATH = '/bucket';

let api: ApiStub;
let notices: Notice[] = [];
let unsubscribe: () => void;

/** A file that claims `size` bytes without allocating them (the limits read `size` only). */
const fakeFile = (name: string, size: number, type = ''): File => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const rejectionOf = async (call: Promise<unknown>): Promise<UploadError> => {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(UploadError);
  return outcome as UploadError;
};

beforeAll(async () => {
  api = await startApiStub();
  configureApi({ apiBase: `${api.origin}/api` });
  unsubscribe = subscribeNotices((notice) => notices.push(notice));
});

afterAll(async () => {
  unsubscribe();
  await api.close();
});

beforeEach(() => {
  notices = [];
  api.seen.length = 0;
  api.reply(PRESIGN_PATH, {
    body: {
      code: 200,
      msg: '',
      data: {
        url: `${api.origin}${BUCKET_PATH}`,
        fields: { key: 'u/p1/chat-image/01HX.png', 'Content-Type': 'image/png', Policy: 'cG9saWN5', 'X-Amz-Signature': 'abc' },
        key: 'u/p1/chat-image/01HX.png',
        fileUrl: 'http://files.test/u/p1/chat-image/01HX.png',
      },
    },
  });
  api.reply(BUCKET_PATH, { status: 204, body: '' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkUploadLimits', () => {
  it('accepts a chat image at exactly 5242880 bytes and refuses one byte more with the spec message', () => {
    expect(checkUploadLimits({ name: 'a.PNG', size: 5_242_880, type: 'image/png' }, 'chat-image')).toBeUndefined();
    expect(checkUploadLimits({ name: 'a.png', size: 5_242_881, type: 'image/png' }, 'chat-image')).toBe('图片大小不能超过 5 MB');
  });

  it('refuses a chat image that is not jpg, jpeg, png or gif', () => {
    expect(checkUploadLimits({ name: 'a.bmp', size: 10, type: 'image/bmp' }, 'chat-image')).toBe(
      '只能上传 jpg、jpeg、png、gif 格式的文件',
    );
    expect(checkUploadLimits({ name: 'noextension', size: 10, type: '' }, 'chat-image')).toBe(
      '只能上传 jpg、jpeg、png、gif 格式的文件',
    );
    expect(checkUploadLimits({ name: 'a.gif', size: 10, type: 'image/gif' }, 'chat-image')).toBeUndefined();
  });

  it('takes any type of chat file up to 104857600 bytes', () => {
    expect(checkUploadLimits({ name: 'report.docx', size: 104_857_600, type: '' }, 'chat-file')).toBeUndefined();
    expect(checkUploadLimits({ name: 'x', size: 104_857_601, type: '' }, 'chat-file')).toBe(UPLOAD_KINDS['chat-file'].tooLargeMessage);
  });

  it('says 上传文件大小不能超过 5 MB! for the editor and 3000 KB for the image component', () => {
    expect(checkUploadLimits({ name: 'a.jpg', size: 5 * MB + 1, type: '' }, 'editor')).toBe('上传文件大小不能超过 5 MB!');
    expect(checkUploadLimits({ name: 'a.jpg', size: 3000 * 1024 + 1, type: '' }, 'image')).toBe('图片大小不能超过 3000 KB');
    expect(checkUploadLimits({ name: 'a.gif', size: 10, type: '' }, 'image')).toBe('只能上传 jpg、jpeg、png 格式的文件');
  });

  it('refuses an empty file', () => {
    expect(checkUploadLimits({ name: 'a.png', size: 0, type: 'image/png' }, 'chat-image')).toBe('不能上传空文件');
  });
});

describe('the dictionary picture (spec §5: 3 MB, at least 480 px)', () => {
  const width = (px: number | undefined) => () => Promise.resolve(px);

  it('holds the 3 MB picture kinds to 3 MB and a width of 480 px, and no other kind to a width', async () => {
    expect(DICTIONARY_PICTURE).toEqual({ maxBytes: 3 * MB, minWidth: 480 });
    for (const kind of ['identity', 'licence', 'goods-image', 'refund-image', 'evaluation-image'] as const) {
      expect(UPLOAD_KINDS[kind]).toMatchObject({ maxBytes: 3 * MB, minWidth: 480 });
      expect(await widthRefusal(fakeFile('a.png', 10), kind, width(479))).toBe('图片宽度不能小于 480 像素');
      expect(await widthRefusal(fakeFile('a.png', 10), kind, width(480))).toBeUndefined();
    }
    expect(await widthRefusal(fakeFile('a.png', 10), 'image', width(10))).toBeUndefined();
    expect(await widthRefusal(fakeFile('a.png', 10), 'chat-image', width(10))).toBeUndefined();
  });

  it('lets a picture the browser cannot measure go (the server sees no pixels either)', async () => {
    expect(await widthRefusal(fakeFile('a.png', 10), 'identity', width(undefined))).toBeUndefined();
  });

  it('refuses a narrow picture before any request, with an error toast', async () => {
    // Prepare: a browser decoder that finds the picture 320 px wide.
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.resolve({ width: 320, height: 240, close })));
    try {
      // Act
      const error = await rejectionOf(uploadFile(fakeFile('id.png', 1000, 'image/png'), 'identity'));
      // Assess
      expect(error).toMatchObject({ reason: 'limit', message: '图片宽度不能小于 480 像素' });
      expect(close).toHaveBeenCalled();
      expect(api.seen).toEqual([]);
      expect(notices).toEqual([{ kind: 'toast', intent: 'error', text: '图片宽度不能小于 480 像素' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('uploadFile', () => {
  it('refuses a file over the limit before any request, with an error toast', async () => {
    const error = await rejectionOf(uploadFile(fakeFile('big.png', 6 * MB, 'image/png'), 'chat-image'));
    expect(error).toMatchObject({ reason: 'limit', message: '图片大小不能超过 5 MB' });
    expect(api.seen).toEqual([]);
    expect(notices).toEqual([{ kind: 'toast', intent: 'error', text: '图片大小不能超过 5 MB' }]);
  });

  it('presigns, posts the fields before the file, reports progress up to 1 and resolves the file', async () => {
    // Prepare
    const file = new File(['a'.repeat(2048)], 'photo.png', { type: 'image/png' });
    const progress: number[] = [];
    // Act
    const uploaded = await uploadFile(file, 'chat-image', { onProgress: (fraction) => progress.push(fraction) });
    // Assess
    expect(uploaded).toEqual({
      key: 'u/p1/chat-image/01HX.png',
      fileUrl: 'http://files.test/u/p1/chat-image/01HX.png',
      name: 'photo.png',
      size: 2048,
      type: 'image/png',
    });
    const [presign, post] = api.seen;
    expect(presign?.path).toBe(PRESIGN_PATH);
    expect(JSON.parse(presign?.body ?? '')).toEqual({ kind: 'chat-image', fileName: 'photo.png', contentType: 'image/png', size: 2048 });
    expect(post?.path).toBe(BUCKET_PATH);
    const order = ['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file'].map((name) => post?.body.indexOf(`name="${name}"`) ?? -1);
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    expect(notices).toEqual([]);
  });

  it('names the content type from the extension when the browser gives none', async () => {
    await uploadFile(new File(['gif'], 'anim.GIF'), 'chat-image');
    expect(JSON.parse(api.seen[0]?.body ?? '')).toMatchObject({ contentType: 'image/gif' });
  });

  it('turns an S3 error document into a Chinese message', async () => {
    api.reply(BUCKET_PATH, {
      status: 400,
      contentType: 'application/xml',
      body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>',
    });
    const error = await rejectionOf(uploadFile(new File(['abc'], 'a.png', { type: 'image/png' }), 'chat-image'));
    expect(error).toMatchObject({ reason: 'storage', message: '图片大小不能超过 5 MB' });
    expect(notices).toEqual([{ kind: 'toast', intent: 'error', text: '图片大小不能超过 5 MB' }]);
  });

  it('sends the file again when storage answers 5xx (S3: "Please try again"), and gives up after two retries', async () => {
    const internal = { status: 500, contentType: 'application/xml', body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>' };
    const posts = () => api.seen.filter((r) => r.path === BUCKET_PATH).length;
    api.reply(BUCKET_PATH, internal);
    const call = uploadFile(new File(['abc'], 'a.png', { type: 'image/png' }), 'chat-image');
    await vi.waitFor(() => expect(posts()).toBe(1));
    api.reply(BUCKET_PATH, { status: 204, body: '' });
    await expect(call).resolves.toMatchObject({ key: 'u/p1/chat-image/01HX.png' });
    expect(posts()).toBe(2);
    expect(notices).toEqual([]);

    api.seen.length = 0;
    api.reply(BUCKET_PATH, internal);
    const error = await rejectionOf(uploadFile(new File(['abc'], 'a.png', { type: 'image/png' }), 'chat-image'));
    expect(error.reason).toBe('storage');
    expect(posts()).toBe(3);
    expect(notices).toHaveLength(1);
  });

  it('shows the server msg once when the presign is refused', async () => {
    api.reply(PRESIGN_PATH, { status: 400, body: { code: 400, msg: '上传类型取值不正确', data: { issues: [] } } });
    const error = await rejectionOf(uploadFile(new File(['abc'], 'a.png', { type: 'image/png' }), 'chat-image'));
    expect(error).toMatchObject({ reason: 'presign', message: '上传类型取值不正确' });
    expect(notices).toEqual([{ kind: 'toast', intent: 'error', text: '上传类型取值不正确' }]);
  });

  it('rejects as canceled, silently, when aborted during the upload', async () => {
    api.reply(BUCKET_PATH, { status: 204, body: '', delayMs: 1_000 });
    const controller = new AbortController();
    const call = uploadFile(new File(['abc'], 'a.png', { type: 'image/png' }), 'chat-image', { signal: controller.signal });
    await vi.waitFor(() => expect(api.seen.some((r) => r.path === BUCKET_PATH)).toBe(true));
    controller.abort();
    const error = await rejectionOf(call);
    expect(error.reason).toBe('canceled');
    expect(notices).toEqual([]);
  });
});

describe('storageErrorMessage', () => {
  it('maps the codes S3 uses for a refused POST', () => {
    expect(storageErrorMessage('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>', 'image')).toBe(
      '上传凭证已失效，请重新上传',
    );
    expect(storageErrorMessage('<Error><Code>AccessDenied</Code><Message>Policy Condition failed</Message></Error>', 'image')).toBe(
      '文件不符合上传要求，请检查后重新上传',
    );
    expect(storageErrorMessage('<Error><Code>SlowDown</Code></Error>', 'image')).toBe('文件上传失败（SlowDown），请重试');
    expect(storageErrorMessage('not xml', 'image')).toBe('文件上传失败，请重试');
  });
});
