// @vitest-environment jsdom
/**
 * The rich-text editor (web/src/components/rich-text-editor, docs/editor.md): what it gives out is the shared
 * allow-list's HTML (typing, the toolbar, pasting); every toolbar feature survives the server's sanitiser as it is;
 * 链接 refuses anything but http, https, mailto and tel; pictures go through the presigned upload as kind `editor`
 * (over 5 MB: 上传文件大小不能超过 5 MB!, nothing inserted; a failed upload: 图片插入失败。); the counter and the
 * length limit.
 *
 * Typing is what a browser does: the text of the paragraph changes in the DOM and ProseMirror reads the change back
 * (its MutationObserver), so the editor's real input path runs.
 */
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../shared/rich-text.js';
import { uploadRoute } from '../../../shared/routes/upload.js';
import { linkFromInput, RichTextEditor, type RichTextEditorProps } from '../../../web/src/components/rich-text-editor/index.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

// Role queries over the editor's toolbar and dialogs take seconds on a loaded 2-core machine (the whole `npm test`
// beside it); the default second of findBy/waitFor then ran out while the dialog was already there.
configure({ asyncUtilTimeout: 10_000 });

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out, so every box is empty.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as { getClientRects?: unknown; getBoundingClientRect?: unknown }[]) {
    if (typeof proto.getClientRects !== 'function') proto.getClientRects = noRects;
    if (typeof proto.getBoundingClientRect !== 'function') proto.getBoundingClientRect = emptyRect;
  }
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
});

const PRESIGN_PATH = uploadRoute('upload.presign').path;
const BUCKET_PATH = '/bucket';

/** The editor as a form holds it: the value in state, every value given out kept. */
const Holder = ({ initial = '', changes = [], ...props }: { initial?: string; changes?: string[] } & Partial<RichTextEditorProps>) => {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        aria-label="需求书"
        placeholder="请输入需求书"
        {...props}
        value={html}
        onChange={(next) => {
          changes.push(next);
          setHtml(next);
        }}
      />
      <output data-testid="value">{html}</output>
    </>
  );
};

const value = () => screen.getByTestId('value').textContent ?? '';
const textbox = () => screen.findByRole('textbox', { name: '需求书' });
/** The Tiptap editor behind the editable area (Tiptap keeps it on the element). */
const editorOf = (box: HTMLElement): Editor => (box as HTMLElement & { editor: Editor }).editor;

/**
 * Types `text` at the end of the last paragraph the way a browser does: the DOM changes and ProseMirror reads it
 * (its MutationObserver reports after the change, so the act waits a turn for it).
 */
const type = (box: HTMLElement, text: string) =>
  act(async () => {
    box.focus();
    const blocks = box.querySelectorAll('p');
    const block = blocks[blocks.length - 1];
    if (!block) throw new Error('no paragraph to type into');
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node as Text;
    if (last) last.data += text;
    else block.insertBefore(document.createTextNode(text), block.firstChild);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Selects the text `text` (first occurrence) in the editor. */
const select = (box: HTMLElement, text: string) => {
  const editor = editorOf(box);
  let range: { from: number; to: number } | undefined;
  editor.state.doc.descendants((node, pos) => {
    if (range || !node.isText) return !range;
    const at = node.text?.indexOf(text) ?? -1;
    if (at >= 0) range = { from: pos + at, to: pos + at + text.length };
    return false;
  });
  if (!range) throw new Error(`no text ${text}`);
  const { from, to } = range;
  act(() => {
    editor.commands.setTextSelection({ from, to });
  });
};

const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));
/**
 * The link dialog's button `name`, found once the dialog is there (on a busy machine it may still be opening). Looked
 * for with `hidden: true`: in jsdom, on a busy machine, tabster's modalizer sometimes leaves its own open surface
 * marked aria-hidden after focusing it (seen as the dialog present, focused and open, yet no button by role), which
 * a browser's focus handling does not do; the button's name is still what is matched.
 */
const dialogButton = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  return within(dialog).findByRole('button', { name, hidden: true });
};
const clickWhenShown = async (name: string) => {
  const button = await dialogButton(name);
  act(() => fireEvent.click(button));
};

/** Opens a toolbar menu and picks an item. */
const pick = async (menu: string, item: string) => {
  click(menu);
  const option = await screen.findByRole('menuitemradio', { name: item });
  act(() => fireEvent.click(option));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
};

/** The pictures of some HTML: their src and alt. */
const imagesOf = (html: string) =>
  [...Object.assign(document.createElement('div'), { innerHTML: html }).querySelectorAll('img')].map((img) => ({ src: img.getAttribute('src'), alt: img.getAttribute('alt') }));

const png = (name = 'shot.png', size = 7) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('RichTextEditor: text and toolbar', { timeout: 60_000 }, () => {
  it('is a textbox named by its label, and typing gives out sanitised HTML', async () => {
    // Prepare
    const changes: string[] = [];
    const { unsubscribe } = renderPage('/', <Holder changes={changes} />);
    const box = await textbox();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-placeholder')).toBe('请输入需求书');
    // Act
    await type(box, '项目需求 <b>不是标签</b>');
    // Assess
    await waitFor(() => expect(value()).toBe('<p>项目需求 &lt;b&gt;不是标签&lt;/b&gt;</p>'));
    expect(changes.length).toBeGreaterThan(0);
    for (const html of changes) expect(sanitizeRichText(html)).toBe(html);
    unsubscribe();
  });

  it('loads its value through the allow-list', async () => {
    const { unsubscribe } = renderPage('/', <Holder initial={'<p onclick="x()">留下<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>'} />);
    const box = await textbox();
    expect(box.innerHTML).not.toMatch(/script|onclick|iframe|alert/);
    expect(box.textContent).toBe('留下');
    unsubscribe();
  });

  it('makes the selection bold through the toolbar (aria-pressed follows), and 撤销 / 重做 undo and redo it', async () => {
    // Prepare
    const { unsubscribe } = renderPage('/', <Holder initial="<p>加粗文字</p>" />);
    const box = await textbox();
    expect(screen.getByRole('toolbar', { name: '格式工具栏' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('false');
    // Act
    select(box, '加粗文字');
    click('加粗');
    // Assess
    await waitFor(() => expect(value()).toBe('<p><strong>加粗文字</strong></p>'));
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
    click('撤销');
    await waitFor(() => expect(value()).toBe('<p>加粗文字</p>'));
    click('重做');
    await waitFor(() => expect(value()).toBe('<p><strong>加粗文字</strong></p>'));
    unsubscribe();
  });

  it('refuses a javascript: link with a Chinese message, and links an https address', async () => {
    // Prepare
    const { unsubscribe } = renderPage('/', <Holder initial="<p>规则说明</p>" />);
    const box = await textbox();
    select(box, '规则说明');
    // Act
    click('链接');
    const input = await screen.findByTestId('rich-text-editor-link-input');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    await clickWhenShown('确定');
    // Assess
    expect(await screen.findByText('仅支持 http://、https://、mailto:、tel: 开头的链接')).toBeTruthy();
    expect(value()).toBe('<p>规则说明</p>');
    expect(box.innerHTML).not.toContain('<a');
    // Act
    fireEvent.change(input, { target: { value: 'https://hezuo.example/rules?a=1&b=2' } });
    await clickWhenShown('确定');
    // Assess
    await waitFor(() =>
      expect(value()).toBe('<p><a href="https://hezuo.example/rules?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">规则说明</a></p>'),
    );
    expect(screen.queryByTestId('rich-text-editor-link-input')).toBeNull();
    unsubscribe();
  });

  it('takes only http, https, mailto and tel addresses for links (spec §5)', () => {
    expect(linkFromInput('https://hezuo.example')).toEqual({ href: 'https://hezuo.example' });
    expect(linkFromInput(' http://a.example/x ')).toEqual({ href: 'http://a.example/x' });
    expect(linkFromInput('mailto:kefu@hezuo.example')).toEqual({ href: 'mailto:kefu@hezuo.example' });
    expect(linkFromInput('tel:400-800-1234')).toEqual({ href: 'tel:400-800-1234' });
    expect(linkFromInput('www.hezuo.example/a')).toEqual({ href: 'https://www.hezuo.example/a' });
    for (const refused of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'ftp://a.example', 'vbscript:x', '/relative', '#/ruleCenter', 'https://']) {
      expect(linkFromInput(refused)).toEqual({ refused: 'scheme' });
    }
    expect(linkFromInput('  ')).toEqual({ refused: 'empty' });
  });

  it('never gives out a pasted script or event handler', async () => {
    // Prepare
    const changes: string[] = [];
    const { unsubscribe } = renderPage('/', <Holder changes={changes} initial="<p>正文</p>" />);
    const box = await textbox();
    act(() => {
      editorOf(box).commands.setTextSelection(editorOf(box).state.doc.content.size - 1);
    });
    const html =
      '<p onmouseover="alert(1)">粘贴<script>alert(2)</script></p><img src="x" onerror="alert(3)">' +
      '<img src="https://cdn.example/a.png" onerror="alert(4)"><a href="javascript:alert(5)">坏链接</a><style>p{}</style>';
    // Act
    act(() => {
      fireEvent.paste(box, { clipboardData: { files: [], types: ['text/html', 'text/plain'], getData: (kind: string) => (kind === 'text/html' ? html : kind === 'text/plain' ? '粘贴' : '') } });
    });
    // Assess
    await waitFor(() => expect(value()).toContain('粘贴'));
    expect(changes.join('\n')).not.toMatch(/script|onerror|onmouseover|alert|javascript:|<style|src="x"/i);
    expect(imagesOf(value())).toEqual([{ src: 'https://cdn.example/a.png', alt: '' }]);
    expect(value()).toContain('坏链接');
    unsubscribe();
  });

  it('cleans pasted and dropped HTML before any of it becomes an element (a handler never meets a DOM)', async () => {
    // Prepare: every HTML string that becomes elements anywhere (ProseMirror parses a paste in a detached document:
    // inert in a browser, but a handler on an element is one step from running), recorded as it is set.
    const { unsubscribe } = renderPage('/', <Holder initial="<p>正文</p>" />);
    const box = await textbox();
    const parsed: string[] = [];
    const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    Object.defineProperty(Element.prototype, 'innerHTML', {
      configurable: true,
      get: innerHTML.get,
      set(this: Element, html: string) {
        parsed.push(String(html));
        innerHTML.set!.call(this, html);
      },
    });
    const clipboard = (html: string, text: string) => ({ files: [], types: ['text/html', 'text/plain'], getData: (kind: string) => (kind === 'text/html' ? html : kind === 'text/plain' ? text : '') });
    editorOf(box).view.posAtCoords = () => ({ pos: 3, inside: -1 });
    try {
      // Act
      act(() => {
        editorOf(box).commands.setTextSelection(editorOf(box).state.doc.content.size - 1);
        fireEvent.paste(box, { clipboardData: clipboard('<p onmouseover="alert(1)">粘贴</p><img src="https://cdn.example/a.png" onerror="alert(2)">', '粘贴') });
      });
      act(() => {
        fireEvent.drop(box, { clientX: 0, clientY: 0, dataTransfer: clipboard('<p>拖入</p><img src=x onerror=alert(3)><svg onload=alert(4)></svg>', '拖入') });
      });
      // Assess
      await waitFor(() => expect(value()).toContain('拖入'));
      expect(value()).toContain('粘贴');
      expect(parsed.some((html) => html.includes('粘贴')) && parsed.some((html) => html.includes('拖入'))).toBe(true);
      expect(parsed.filter((html) => /onerror|onmouseover|onload|<svg/i.test(html))).toEqual([]);
    } finally {
      Object.defineProperty(Element.prototype, 'innerHTML', innerHTML);
      unsubscribe();
    }
  });

  it('counts the plain text against maxLength and does not let typing go beyond it', async () => {
    // Prepare
    const { unsubscribe } = renderPage('/', <Holder initial="<p>你好</p>" maxLength={6} />);
    const box = await textbox();
    const counter = screen.getByTestId('rich-text-editor-counter');
    expect(counter.textContent).toBe('2/6');
    expect(box.getAttribute('aria-describedby')).toBe(counter.id);
    // Act
    await type(box, '世界');
    // Assess
    await waitFor(() => expect(counter.textContent).toBe('4/6'));
    await type(box, '一二三');
    await waitFor(() => expect(box.textContent).toBe('你好世界'));
    expect(counter.textContent).toBe('4/6');
    expect(value()).toBe('<p>你好世界</p>');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    unsubscribe();
  });

  it('shows a loaded value over the limit whole, marked invalid', async () => {
    const { unsubscribe } = renderPage('/', <Holder initial="<p>一二三四五</p>" maxLength={3} />);
    const box = await textbox();
    expect(screen.getByTestId('rich-text-editor-counter').textContent).toBe('5/3');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    unsubscribe();
  });

  it('is neither editable nor offers a toolbar when read-only, and greys the toolbar when disabled', async () => {
    const readOnly = renderPage('/', <Holder initial="<p>只读</p>" readOnly />);
    const box = await textbox();
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByRole('toolbar')).toBeNull();
    readOnly.unmount();
    readOnly.unsubscribe();

    const disabled = renderPage('/', <Holder initial="<p>禁用</p>" disabled />);
    const disabledBox = await textbox();
    expect(disabledBox.getAttribute('contenteditable')).toBe('false');
    expect(disabledBox.getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('button', { name: '加粗' }) as HTMLButtonElement).disabled).toBe(true);
    disabled.unsubscribe();
  });
});

describe('RichTextEditor: what it gives out survives the server', { timeout: 60_000 }, () => {
  it('a document using every toolbar feature is kept by the sanitiser as it is, and loads back the same', async () => {
    // Prepare
    const initial =
      '<p>粗斜下删</p><p>一级</p><p>二级</p><p>三级</p><p>居中</p><p>靠右</p><p>行高</p><p>有序</p><p>无序</p><p>引用</p><p>链接</p><p>邮件</p><p>清除</p>' +
      '<img src="http://files.test/editor/u/1.png" alt="示意图">';
    const { unmount, unsubscribe } = renderPage('/', <Holder initial={initial} />);
    const box = await textbox();
    // Act: every toolbar feature, each through its button or menu
    select(box, '粗斜下删');
    for (const name of ['加粗', '斜体', '下划线', '删除线']) click(name);
    select(box, '一级');
    await pick('标题', '标题 1');
    select(box, '二级');
    await pick('标题', '标题 2');
    select(box, '三级');
    await pick('标题', '标题 3');
    select(box, '居中');
    await pick('对齐', '居中对齐');
    select(box, '靠右');
    await pick('对齐', '右对齐');
    await pick('行高', '1.75');
    select(box, '行高');
    await pick('行高', '2');
    select(box, '有序');
    click('有序列表');
    select(box, '无序');
    click('无序列表');
    select(box, '引用');
    click('引用');
    for (const [text, href] of [['链接', 'https://hezuo.example/a?x=1&y=2'], ['邮件', 'mailto:kefu@hezuo.example']] as const) {
      select(box, text);
      click('链接');
      const input = await screen.findByTestId('rich-text-editor-link-input');
      fireEvent.change(input, { target: { value: href } });
      await clickWhenShown('确定');
      await waitFor(() => expect(screen.queryByTestId('rich-text-editor-link-input')).toBeNull());
    }
    select(box, '清除');
    click('加粗');
    await pick('对齐', '居中对齐');
    click('清除格式');
    // Assess
    const output = value();
    expect(output).toBe(
      '<p><strong><em><s><u>粗斜下删</u></s></em></strong></p><h1>一级</h1><h2>二级</h2><h3>三级</h3>' +
        '<p style="text-align: center">居中</p><p style="text-align: right; line-height: 1.75">靠右</p><p style="line-height: 2">行高</p>' +
        '<ol><li><p>有序</p></li></ol><ul><li><p>无序</p></li></ul><blockquote><p>引用</p></blockquote>' +
        '<p><a href="https://hezuo.example/a?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">链接</a></p>' +
        '<p><a href="mailto:kefu@hezuo.example" target="_blank" rel="noopener noreferrer">邮件</a></p><p>清除</p>' +
        // The editor keeps a paragraph after a last block that takes no text, to type after it.
        '<img src="http://files.test/editor/u/1.png" alt="示意图"><p></p>',
    );
    // The server's sanitiser keeps it exactly.
    expect(sanitizeRichText(output)).toBe(output);
    // Nothing the editor made was dropped on the way out: its own HTML and the output are the same tree (attributes
    // in any order, styles as the browser reads them).
    const tree = (html: string) => {
      const root = Object.assign(document.createElement('div'), { innerHTML: html });
      for (const element of root.querySelectorAll<HTMLElement>('[style]')) element.setAttribute('style', element.style.cssText);
      return root;
    };
    expect(tree(editorOf(box).getHTML()).isEqualNode(tree(output))).toBe(true);
    unmount();
    unsubscribe();

    // Loaded again, it gives out the same (nothing changes on the round trip).
    const again: string[] = [];
    const reload = renderPage('/', <Holder initial={output} changes={again} />);
    const reloaded = await textbox();
    expect(sanitizeRichText(editorOf(reloaded).getHTML())).toBe(output);
    reload.unsubscribe();
  });

  // An uploaded picture is decoration (alt=""), as the allow-list makes every image without a text alternative. The
  // shared sanitiser writes an empty alt back as a bare `alt` and then, not seeing `alt="`, adds another:
  // sanitizeRichText('<img src="…" alt="">') is '<img src="…" alt alt="">', and every further pass adds one more.
  // That is shared/rich-text.ts's to fix (docs/editor.md "Open"); this test fails, and is to be turned into an
  // ordinary `it`, the day it is fixed.
  it('a document holding an uploaded picture (alt="") is kept by the sanitiser as it is', async () => {
    const { unsubscribe } = renderPage('/', <Holder initial={'<img src="http://files.test/editor/u/1.png" alt=""><p>图</p>'} />);
    const box = await textbox();
    await type(box, '片');
    await waitFor(() => expect(value()).toContain('图片'));
    unsubscribe();
    expect(imagesOf(value())).toEqual([{ src: 'http://files.test/editor/u/1.png', alt: '' }]);
    expect(sanitizeRichText(value())).toBe(value());
  });
});


describe('RichTextEditor: pictures', { timeout: 60_000 }, () => {
  const api = useApiStub();
  let presigned = 0;

  beforeEach(() => {
    api.seen.length = 0;
    presigned = 0;
    api.reply(PRESIGN_PATH, {
      body: {
        code: 200,
        msg: '',
        get data() {
          presigned += 1;
          const key = `editor/u/${presigned}.png`;
          return { url: `${api.origin}${BUCKET_PATH}`, fields: { key }, key, fileUrl: `http://files.test/${key}` };
        },
      },
    });
    api.reply(BUCKET_PATH, { status: 204, body: '', delayMs: 80 });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('uploads a chosen picture as kind editor, shows its progress, and inserts an <img> of its fileUrl', async () => {
    // Prepare
    const { unsubscribe } = renderPage('/', <Holder initial="<p>图片前</p>" />);
    const box = await textbox();
    const input = screen.getByTestId('rich-text-editor-file') as HTMLInputElement;
    expect(input.accept).toBe('.jpg,.jpeg,.png,.gif');
    // Act
    click('插入图片');
    fireEvent.change(input, { target: { files: [png('design.png')] } });
    // Assess
    expect(await screen.findByTestId('rich-text-editor-upload-status')).toBeTruthy();
    expect(within(box).getByTestId('rich-text-editor-uploading').textContent).toBe('图片上传中…');
    await waitFor(() => expect(imagesOf(value())).toEqual([{ src: 'http://files.test/editor/u/1.png', alt: '' }]));
    expect(JSON.parse(api.seen.find((r) => r.path === PRESIGN_PATH)?.body ?? '{}')).toMatchObject({ kind: 'editor', fileName: 'design.png', contentType: 'image/png' });
    expect(api.seen.some((r) => r.path === BUCKET_PATH && r.method === 'POST')).toBe(true);
    expect(screen.queryByTestId('rich-text-editor-upload-status')).toBeNull();
    expect(within(box).queryByTestId('rich-text-editor-uploading')).toBeNull();
    unsubscribe();
  });

  it('refuses a picture over 5 MB with the spec’s message and inserts nothing', async () => {
    // Prepare
    const changes: string[] = [];
    const { notices, unsubscribe } = renderPage('/', <Holder initial="<p>正文</p>" changes={changes} />);
    await textbox();
    // Act
    fireEvent.change(screen.getByTestId('rich-text-editor-file'), { target: { files: [png('big.png', 5 * 1024 * 1024 + 1)] } });
    // Assess
    expect(notices).toEqual([{ kind: 'toast', intent: 'error', text: '上传文件大小不能超过 5 MB!' }]);
    expect(api.seen).toEqual([]);
    expect(screen.queryByTestId('rich-text-editor-upload-status')).toBeNull();
    expect(changes).toEqual([]);
    unsubscribe();
  });

  it('says 图片插入失败。 when storage refuses the upload, and inserts nothing', async () => {
    // Prepare
    api.reply(BUCKET_PATH, { status: 403, contentType: 'application/xml', body: '<Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>' });
    const changes: string[] = [];
    const { notices, unsubscribe } = renderPage('/', <Holder initial="<p>正文</p>" changes={changes} />);
    const box = await textbox();
    // Act
    fireEvent.change(screen.getByTestId('rich-text-editor-file'), { target: { files: [png()] } });
    // Assess
    await waitFor(() => expect(notices).toEqual([{ kind: 'toast', intent: 'error', text: '图片插入失败。' }]));
    await waitFor(() => expect(screen.queryByTestId('rich-text-editor-upload-status')).toBeNull());
    expect(within(box).queryByTestId('rich-text-editor-uploading')).toBeNull();
    expect(box.querySelector('img')).toBeNull();
    expect(changes).toEqual([]);
    unsubscribe();
  });

  it('says 图片插入失败。 when the presign fails', async () => {
    api.reply(PRESIGN_PATH, { status: 500, body: { code: 500, msg: '系统繁忙', data: { requestId: 'r' } } });
    const { notices, unsubscribe } = renderPage('/', <Holder initial="<p>正文</p>" />);
    await textbox();
    fireEvent.change(screen.getByTestId('rich-text-editor-file'), { target: { files: [png()] } });
    await waitFor(() => expect(notices).toContainEqual({ kind: 'toast', intent: 'error', text: '图片插入失败。' }));
    expect(value()).toBe('<p>正文</p>');
    unsubscribe();
  });

  it('uploads pictures pasted into it the same way', async () => {
    const { unsubscribe } = renderPage('/', <Holder initial="<p>正文</p>" />);
    const box = await textbox();
    act(() => {
      fireEvent.paste(box, { clipboardData: { files: [png('paste.png')], types: ['Files'], getData: () => '' } });
    });
    await waitFor(() => expect(imagesOf(value())).toEqual([{ src: 'http://files.test/editor/u/1.png', alt: '' }]));
    expect(value()).toContain('正文');
    unsubscribe();
  });

  it('says 粘贴失败，请确认剪贴板中有图片 for a paste with neither a picture nor text, and pastes text as text', async () => {
    const { notices, unsubscribe } = renderPage('/', <Holder initial="<p>正文</p>" />);
    const box = await textbox();
    // A PDF copied in a file manager: a file, but no picture and no text.
    act(() => {
      fireEvent.paste(box, { clipboardData: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })], types: ['Files'], getData: () => '' } });
    });
    expect(notices).toEqual([{ kind: 'toast', intent: 'error', text: '粘贴失败，请确认剪贴板中有图片' }]);
    expect(value()).toBe('<p>正文</p>');
    // Text alone is no failure.
    act(() => {
      fireEvent.paste(box, { clipboardData: { files: [], types: ['text/plain'], getData: (kind: string) => (kind === 'text/plain' ? '文字' : '') } });
    });
    expect(notices).toHaveLength(1);
    unsubscribe();
  });

  it('uploads pictures dropped on it the same way', async () => {
    const { unsubscribe } = renderPage('/', <Holder initial="<p>正文</p>" />);
    const box = await textbox();
    // Where a drop lands is measured from the layout, which jsdom has not: it lands at the end of the first paragraph.
    editorOf(box).view.posAtCoords = () => ({ pos: 3, inside: -1 });
    act(() => {
      fireEvent.drop(box, { clientX: 0, clientY: 0, dataTransfer: { files: [png('drop.png')], types: ['Files'], getData: () => '' } });
    });
    await waitFor(() => expect(imagesOf(value())).toEqual([{ src: 'http://files.test/editor/u/1.png', alt: '' }]));
    unsubscribe();
  });
});
