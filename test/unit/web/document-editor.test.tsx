// @vitest-environment jsdom
/**
 * The document editor's page (web/src/features/document-editor): one save status — 尚未保存 until the first version,
 * then 已保存 · 第 N 版, never both at once — and a stale save's conflict banner, which names another window when the
 * newest version is the writer's own.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentRoute } from '../../../shared/routes/documents.js';
import type { DocumentConflict, DocumentView } from '../../../shared/schemas/documents.js';
import { DocumentEditorPage } from '../../../web/src/features/document-editor/components/document-editor-page.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out, so every box is empty.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as { getClientRects?: unknown; getBoundingClientRect?: unknown }[]) {
    if (typeof proto.getClientRects !== 'function') proto.getClientRects = noRects;
    if (typeof proto.getBoundingClientRect !== 'function') proto.getBoundingClientRect = emptyRect;
  }
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
  // Fluent's message bar watches its own size to choose its layout; jsdom has no ResizeObserver.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const PROJECT = '01JCOOPERATION000000000000';
const TASK = '01JTASK0000000000000000000';
const me = { userId: '01JWRITER00000000000000000', name: '林晓' };
const lock = { holder: me, until: Date.now() + 300_000, remaining: 300, mine: true };
const envelope = (data: unknown, code = 200, msg = '') => ({ body: { code, msg, data } });

const view = (version: number): DocumentView => ({
  taskId: TASK,
  phase: 1,
  title: '宣传册文案',
  order: 1,
  assignee: me,
  state: 'WRITING',
  stateLabel: '编写中',
  readers: [],
  writers: [],
  lock,
  version,
  updateTime: 1,
  permission: 'write',
  actions: [],
  projectId: PROJECT,
  projectName: '产品宣传册',
  phaseName: '宣传册设计',
  phaseState: 'COMPILING',
  html: '<p>初稿</p>',
  asks: [],
  writable: true,
  serverTime: Date.now(),
});

/** Types at the end of the document as a browser does (ProseMirror reads the DOM change back). */
const type = (box: HTMLElement, text: string) =>
  act(async () => {
    box.focus();
    const last = [...box.querySelectorAll('p')].at(-1)!;
    last.append(document.createTextNode(text));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const saveState = () => screen.getByTestId('document-save-state').textContent;

describe('the document editor', { timeout: 60_000 }, () => {
  const api = useApiStub();
  const open = (version: number) => {
    api.reply(documentRoute('project.docQuery').path, envelope(view(version)));
    api.reply(documentRoute('project.docStatus').path, envelope({ taskId: TASK, version, lock, asks: [], asked: false, permission: 'write', updateTime: 1 }));
    return renderPage(`/document/edit?projectId=${PROJECT}&taskId=${TASK}`, <DocumentEditorPage projectId={PROJECT} taskId={TASK} />);
  };

  it('shows one save status: 尚未保存 before the first version, then only 已保存 · 第 1 版', async () => {
    // Prepare
    api.reply(documentRoute('project.docSave').path, envelope({ taskId: TASK, version: 1, until: Date.now() + 300_000, updateTime: 2 }));
    const { unsubscribe, container } = open(0);
    const box = await screen.findByRole('textbox', { name: '文档内容' });
    expect(saveState()).toBe('尚未保存');
    // Act
    await type(box, '，补充');
    // Assess: saved after the pause, and nothing on the page still says it was not.
    await waitFor(() => expect(saveState()).toBe('已保存 · 第 1 版'), { timeout: 15_000 });
    expect(container.textContent).not.toContain('尚未保存');
    unsubscribe();
  });

  it('says the document was changed in another window when the newest version is the writer’s own', async () => {
    // Prepare: the writer's other window saved version 3 meanwhile.
    const conflict: DocumentConflict = { version: 3, html: '<p>另一个窗口</p>', editedBy: me, editTime: 3, mine: true };
    api.reply(documentRoute('project.docSave').path, envelope({ conflict }, 100002, '文档已在其他窗口修改，请对照最新版本合并后再保存'));
    const { unsubscribe } = open(2);
    const box = await screen.findByRole('textbox', { name: '文档内容' });
    expect(saveState()).toBe('已保存 · 第 2 版');
    // Act
    await type(box, '，补充');
    // Assess
    const banner = await screen.findByTestId('document-conflict', {}, { timeout: 15_000 });
    expect(banner.textContent).toContain('文档已在其他窗口修改');
    expect(banner.textContent).not.toContain('他人');
    unsubscribe();
  });
});
