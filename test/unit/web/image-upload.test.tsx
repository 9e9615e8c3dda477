// @vitest-environment jsdom
/**
 * The shared image upload (spec §5): pictures wider than 1920 px are drawn 1920 px wide with their aspect kept
 * (PNG as PNG, JPEG as JPEG at 0.9, GIF untouched) before upload; a picked file is uploaded through the upload
 * helper with its progress shown and lands in the value; a delete asks 确定删除该图片吗？ first; the limit hides
 * the add button and refuses extra files.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeById } from '../../../shared/routes/index.js';
import {
  compressImage,
  encodingFor,
  JPEG_QUALITY,
  MAX_IMAGE_WIDTH,
  scaledSize,
  type DecodedImage,
  type ImageTools,
  type Surface,
} from '../../../web/src/components/image-upload/compress.js';
import { acceptFor, isVideoFile, isVideoName, isVideoUrl, sizeLabel } from '../../../web/src/components/image-upload/files.js';
import { ImageUpload } from '../../../web/src/components/image-upload/image-upload.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

describe('scaledSize', () => {
  it('draws a wider picture 1920 px wide and keeps its aspect', () => {
    expect(MAX_IMAGE_WIDTH).toBe(1920);
    expect(scaledSize({ width: 3840, height: 2160 })).toEqual({ width: 1920, height: 1080 });
    expect(scaledSize({ width: 4000, height: 3000 })).toEqual({ width: 1920, height: 1440 });
    expect(scaledSize({ width: 2500, height: 1667 })).toEqual({ width: 1920, height: 1280 });
    expect(scaledSize({ width: 1921, height: 1 })).toEqual({ width: 1920, height: 1 });
    // A tall, narrow panorama stays at least one pixel high.
    expect(scaledSize({ width: 100_000, height: 10 })).toEqual({ width: 1920, height: 1 });
  });

  it('leaves pictures up to 1920 px wide as they are', () => {
    expect(scaledSize({ width: 1920, height: 5000 })).toBeUndefined();
    expect(scaledSize({ width: 800, height: 600 })).toBeUndefined();
    expect(scaledSize({ width: 0, height: 0 })).toBeUndefined();
  });
});

describe('encodingFor', () => {
  it('keeps PNG as PNG and JPEG as JPEG at 0.9, by type or by extension; GIF and others are not redrawn', () => {
    expect(encodingFor({ name: 'a.png', type: 'image/png' })).toEqual({ type: 'image/png' });
    expect(encodingFor({ name: 'a.JPG', type: '' })).toEqual({ type: 'image/jpeg', quality: JPEG_QUALITY });
    expect(encodingFor({ name: 'a.jpeg', type: 'image/jpeg' })).toEqual({ type: 'image/jpeg', quality: 0.9 });
    expect(encodingFor({ name: 'a.gif', type: 'image/gif' })).toBeUndefined();
    expect(encodingFor({ name: 'a.mp4', type: 'video/mp4' })).toBeUndefined();
  });
});

/** A decoder reporting `size` and a canvas recording what it was asked to do. */
const fakeTools = (size: { width: number; height: number }) => {
  const calls = { decoded: 0, released: 0, drawn: [] as number[][], toBlob: [] as unknown[][], surface: undefined as Surface | undefined };
  const tools: ImageTools = {
    decode: async () => {
      calls.decoded += 1;
      const image: DecodedImage = { ...size, source: {} as CanvasImageSource, release: () => (calls.released += 1) };
      return image;
    },
    createSurface: () => {
      const surface: Surface = {
        width: 0,
        height: 0,
        getContext: () => ({ drawImage: (_source: unknown, ...box: number[]) => calls.drawn.push(box) }) as unknown as CanvasRenderingContext2D,
        toBlob: (callback, type, quality) => {
          calls.toBlob.push([type, quality]);
          callback(new Blob(['small'], { type }));
        },
      };
      calls.surface = surface;
      return surface;
    },
  };
  return { tools, calls };
};

describe('compressImage', () => {
  it('redraws a 4000×3000 JPEG at 1920×1440, quality 0.9, keeping its name and type', async () => {
    const { tools, calls } = fakeTools({ width: 4000, height: 3000 });
    const file = new File(['x'.repeat(100)], 'photo.jpg', { type: 'image/jpeg' });
    const out = await compressImage(file, tools);
    expect(out).not.toBe(file);
    expect(out.name).toBe('photo.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(5);
    expect([calls.surface?.width, calls.surface?.height]).toEqual([1920, 1440]);
    expect(calls.drawn).toEqual([[0, 0, 1920, 1440]]);
    expect(calls.toBlob).toEqual([['image/jpeg', 0.9]]);
    expect(calls.released).toBe(1);
  });

  it('redraws a wide PNG as PNG', async () => {
    const { tools, calls } = fakeTools({ width: 3000, height: 1000 });
    const out = await compressImage(new File(['x'], 'shot.png', { type: 'image/png' }), tools);
    expect(out.type).toBe('image/png');
    expect(calls.drawn).toEqual([[0, 0, 1920, 640]]);
    expect(calls.toBlob).toEqual([['image/png', undefined]]);
  });

  it('returns a picture up to 1920 px wide unchanged, and never decodes a GIF', async () => {
    const small = fakeTools({ width: 1920, height: 1080 });
    const file = new File(['x'], 'small.png', { type: 'image/png' });
    expect(await compressImage(file, small.tools)).toBe(file);
    expect(small.calls.surface).toBeUndefined();
    expect(small.calls.released).toBe(1);

    const gif = fakeTools({ width: 4000, height: 4000 });
    const animated = new File(['x'], 'anim.gif', { type: 'image/gif' });
    expect(await compressImage(animated, gif.tools)).toBe(animated);
    expect(gif.calls.decoded).toBe(0);
  });

  it('uploads a picture it cannot read as it is', async () => {
    const file = new File(['not a picture'], 'broken.png', { type: 'image/png' });
    const tools: ImageTools = { decode: () => Promise.reject(new Error('bad')), createSurface: () => expect.fail('no canvas needed') };
    expect(await compressImage(file, tools)).toBe(file);
  });
});

describe('the kind decides', () => {
  it('the accepted types, and the size as the spec writes it', () => {
    expect(acceptFor('feedback')).toBe('.jpg,.jpeg,.png');
    expect(acceptFor('chat-file', true)).toBe('image/*,video/mp4,.mp4,.fiv,.flv,.m3u8');
    expect(sizeLabel(3000 * 1024)).toBe('3000 KB');
    expect(sizeLabel(5 * 1024 * 1024)).toBe('5 MB');
    expect(isVideoUrl('http://files.test/a/b.MP4?x=1')).toBe(true);
    expect(isVideoUrl('http://files.test/a/mp4.png')).toBe(false);
  });

  it('what a video is: mp4, fiv (the spec’s spelling), flv and m3u8, by extension or by type', () => {
    for (const name of ['a.mp4', 'a.fiv', 'a.FLV', 'live.m3u8']) expect(isVideoName(name)).toBe(true);
    for (const name of ['a.mov', 'a.png', 'mp4', 'a.m3u']) expect(isVideoName(name)).toBe(false);
    expect(isVideoUrl('http://files.test/v/live.m3u8#t=1')).toBe(true);
    expect(isVideoFile({ name: 'clip', type: 'video/x-flv' })).toBe(true);
    expect(isVideoFile({ name: 'clip', type: 'application/vnd.apple.mpegurl' })).toBe(true);
    expect(isVideoFile({ name: 'clip.gif', type: 'image/gif' })).toBe(false);
  });
});

const PRESIGN_PATH = routeById('upload.presign').path;
const BUCKET_PATH = '/bucket';

let uploads = 0;

/** The component as a form holds it: the value in state, shown for assertions. */
const Holder = ({ initial = [], limit, onChange }: { initial?: string[]; limit?: number; onChange?: (urls: string[]) => void }) => {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <ImageUpload
        kind="feedback"
        label="图片"
        value={urls}
        {...(limit ? { limit } : {})}
        onChange={(next) => {
          setUrls(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{urls.join(' ')}</output>
    </>
  );
};

const png = (name = 'shot.png') => new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });

describe('ImageUpload', () => {
  const api = useApiStub();
  beforeAll(() => {
    // jsdom draws nothing: object URLs and the decoder are the browser's, so they are stood in for.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    api.seen.length = 0;
    uploads = 0;
    vi.stubGlobal('createImageBitmap', async () => ({ width: 1, height: 1, close: () => undefined }));
    api.reply(PRESIGN_PATH, {
      body: {
        code: 200,
        msg: '',
        get data() {
          uploads += 1;
          return { url: `${api.origin}${BUCKET_PATH}`, fields: { key: `feedback/${uploads}.png` }, key: `feedback/${uploads}.png`, fileUrl: `http://files.test/feedback/${uploads}.png` };
        },
      },
    });
    api.reply(BUCKET_PATH, { status: 204, body: '', delayMs: 50 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uploads a picked picture as its kind, shows the progress, then the thumbnail, and gives its URL', async () => {
    // Prepare
    const changes: string[][] = [];
    const { unsubscribe } = renderPage('/', <Holder onChange={(urls) => changes.push(urls)} />);
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
    expect(screen.getByText('支持 jpg、jpeg、png 格式，单个不超过 3000 KB，最多 99 张；也可直接粘贴图片')).toBeTruthy();
    // Act
    fireEvent.change(screen.getByTestId('image-upload-input'), { target: { files: [png()] } });
    // Assess
    expect(await screen.findByTestId('image-upload-pending')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('http://files.test/feedback/1.png'));
    expect(changes).toEqual([['http://files.test/feedback/1.png']]);
    expect(JSON.parse(api.seen.find((r) => r.path === PRESIGN_PATH)?.body ?? '{}')).toMatchObject({ kind: 'feedback', fileName: 'shot.png', contentType: 'image/png' });
    expect(screen.queryByTestId('image-upload-pending')).toBeNull();
    expect(screen.getByRole('button', { name: '查看大图：第 1 张图片' })).toBeTruthy();
    unsubscribe();
  });

  it('takes pictures pasted into it', async () => {
    const { unsubscribe } = renderPage('/', <Holder />);
    fireEvent.paste(screen.getByTestId('image-upload'), { clipboardData: { files: [png('paste.png')], getData: () => '' } });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('http://files.test/feedback/1.png'));
    unsubscribe();
  });

  it('says 粘贴失败，请确认剪贴板中有图片 for a paste without a picture, and uploads nothing', () => {
    const { notices, unsubscribe } = renderPage('/', <Holder />);
    fireEvent.paste(screen.getByTestId('image-upload'), { clipboardData: { files: [], getData: (kind: string) => (kind === 'text/plain' ? '一段文字' : '') } });
    fireEvent.paste(screen.getByTestId('image-upload'), { clipboardData: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })], getData: () => '' } });
    expect(notices).toEqual([
      { kind: 'toast', intent: 'error', text: '粘贴失败，请确认剪贴板中有图片' },
      { kind: 'toast', intent: 'error', text: '粘贴失败，请确认剪贴板中有图片' },
    ]);
    expect(api.seen).toEqual([]);
    unsubscribe();
  });

  it('refuses a wrong type before uploading, with the kind’s message', async () => {
    const { notices, unsubscribe } = renderPage('/', <Holder />);
    fireEvent.change(screen.getByTestId('image-upload-input'), { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(notices).toEqual([{ kind: 'toast', intent: 'error', text: '只能上传 jpg、jpeg、png 格式的文件' }]);
    expect(screen.queryByTestId('image-upload-pending')).toBeNull();
    expect(api.seen).toEqual([]);
    unsubscribe();
  });

  it('asks 确定删除该图片吗？ before deleting, and deletes only when confirmed', async () => {
    // Prepare
    const { modals, unsubscribe } = renderPage('/', <Holder initial={['http://files.test/a.png', 'http://files.test/b.png']} />);
    // Act
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 张图片' }));
    // Assess
    const [ask] = modals();
    expect(ask?.text).toBe('确定删除该图片吗？');
    expect(screen.getByTestId('value').textContent).toBe('http://files.test/a.png http://files.test/b.png');
    act(() => ask?.actions.find((action) => action.primary)?.run?.());
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('http://files.test/b.png'));
    unsubscribe();
  });

  it('opens the larger picture on a click', async () => {
    const { unsubscribe } = renderPage('/', <Holder initial={['http://files.test/a.png']} />);
    fireEvent.click(screen.getByRole('button', { name: '查看大图：第 1 张图片' }));
    expect((await screen.findByTestId('image-preview-media')).getAttribute('src')).toBe('http://files.test/a.png');
    unsubscribe();
  });

  it('holds at most `limit` files: the add button goes and extra files are refused', async () => {
    const { notices, unsubscribe } = renderPage('/', <Holder limit={2} initial={['http://files.test/a.png']} />);
    fireEvent.change(screen.getByTestId('image-upload-input'), { target: { files: [png('1.png'), png('2.png')] } });
    expect(notices).toContainEqual({ kind: 'toast', intent: 'warning', text: '最多上传 2 张图片' });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('http://files.test/a.png http://files.test/feedback/1.png'));
    expect(api.seen.filter((r) => r.path === PRESIGN_PATH)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /上传图片/ })).toBeNull();
    unsubscribe();
  });
});
