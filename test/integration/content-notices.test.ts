/**
 * Platform notices through the gateway: the seeded set listed newest first 10 a page, the detail, the badge
 * count of what was published since the person last looked and its reset, NOTICE_RADIO to browsers online when
 * an operator publishes, edits not announced again, and stored rich text that never comes back executable.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type WebSocket from 'ws';
import type { Page } from '../../shared/envelope.js';
import type { CenterCount, Notice, NoticeSummary } from '../../shared/schemas/content.js';
import { publishNotice } from '../../functions/content/publish.js';
import { publishContent } from '../../infra/scripts/content.js';
import { api } from '../support/api.js';
import { systemFeedRow } from '../support/conversations.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { openSocket, recordFrames } from '../support/sockets.js';

const BASE = '/api/pc/hezuo';
const sockets: WebSocket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.terminate()));

const list = async (person: TestPerson, query = '') => (await api<Page<NoticeSummary>>('GET', `${BASE}/notice/list${query}`, { token: person.token })).body;
const detail = async (person: TestPerson, id: string) => (await api<Notice>('GET', `${BASE}/notice/detail/${id}`, { token: person.token })).body;
const unread = async (person: TestPerson) => (await api<CenterCount>('GET', `${BASE}/other/personage-center-count`, { token: person.token })).body.data.notice;

describe('notices', () => {
  it('list the published notices newest first, 10 a page, unread until the person opens them', async () => {
    // Prepare: the seeded content plus enough notices for a second page.
    const person = await newPerson();
    const run = randomUUID().slice(0, 8);
    for (let i = 0; i < 11; i += 1) await publishNotice({ id: `t-${run}-${i}`, title: `测试公告 ${i}`, context: `<p>第 ${i} 条</p>`, createTime: Date.now() + i });

    // Act
    const first = await list(person);
    const second = await list(person, '?current=2');

    // Assess
    expect(first.code).toBe(200);
    expect(first.data.size).toBe(10);
    expect(first.data.records).toHaveLength(10);
    expect(first.data.total).toBeGreaterThanOrEqual(11 + 4);
    expect(first.data.pages).toBe(Math.ceil(first.data.total / 10));
    const times = [...first.data.records, ...second.data.records].map((n) => n.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.data.records[0]).toMatchObject({ id: `t-${run}-10`, title: '测试公告 10', summary: '第 10 条', unread: true, picUrls: [] });
    expect(await unread(person)).toBe(first.data.total);

    expect((await api('GET', `${BASE}/other/update-center-notice-read`, { token: person.token })).body.code).toBe(200);
    expect(await unread(person)).toBe(0);
    expect((await list(person)).data.records.every((n) => !n.unread)).toBe(true);
  });

  it('come with the seeded platform content, and republishing it changes nothing', async () => {
    const person = await newPerson();
    const before = await list(person, '?size=100');
    const launch = before.data.records.find((n) => n.id === '2026-11-launch');
    expect(launch).toMatchObject({ title: '合作云平台正式上线公告', createTime: Date.parse('2026-11-02T09:00:00+08:00') });
    const report = await publishContent();
    expect(report.notices.length).toBeGreaterThanOrEqual(4);
    expect(report.notices.every((n) => !n.created && n.pushed === 0)).toBe(true);
    expect((await list(person, '?size=100')).data.total).toBe(before.data.total);
    const body = (await detail(person, '2026-11-launch')).data.context;
    expect(body).toContain('<strong>合作云</strong>');
    expect(body).toContain('<li>');
  });

  it('are announced to browsers online when published, not when edited, and the badge counts them', async () => {
    const [reader, other] = await Promise.all([newPerson(), newPerson()]);
    await api('GET', `${BASE}/other/update-center-notice-read`, { token: reader.token });
    const socket = await openSocket(inject('cloud').wsUrl, `channel=radio&token=${other.token}`);
    sockets.push(socket);
    const frames = recordFrames(socket);
    const id = `t-${randomUUID().slice(0, 8)}`;

    const published = await publishNotice({ id, title: '春节放假安排', context: '<p>2 月 10 日至 17 日放假。</p>' });
    expect(published).toMatchObject({ created: true });
    expect(published.pushed).toBeGreaterThanOrEqual(1);
    expect(await frames.waitFor('NOTICE_RADIO', 2_000)).toMatchObject({ messageType: 'NOTICE_RADIO', messageId: id, content: '春节放假安排' });
    expect(await unread(reader)).toBe(1);
    // The chat list's system feed shows the newest notice and the same unread count.
    expect(await systemFeedRow(reader)).toMatchObject({ joinUserId: '0', nickname: '平台通知', messageContent: '春节放假安排', unreadMessage: 1 });

    const edited = await publishNotice({ id, title: '春节放假安排（更新）', context: '<p>2 月 9 日至 17 日放假。</p>' });
    expect(edited).toEqual({ created: false, pushed: 0 });
    const shown = (await detail(reader, id)).data;
    expect(shown).toMatchObject({ id, title: '春节放假安排（更新）', context: '<p>2 月 9 日至 17 日放假。</p>' });
    expect(await unread(reader)).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(frames.frames.filter((f) => f.messageType === 'NOTICE_RADIO' && f.messageId === id)).toHaveLength(1);
  });

  it('never give back executable rich text', async () => {
    const person = await newPerson();
    const id = `t-${randomUUID().slice(0, 8)}`;
    await publishNotice({
      id,
      title: '带脚本的公告',
      context:
        '<p style="line-height: 1.5; position: fixed" onmouseover="steal()">正文</p><script>steal()</script>' +
        '<a href="javascript:steal()">点我</a><a href="https://hezuo.example">官网</a><img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe>',
    });
    const { context } = (await detail(person, id)).data;
    expect(context).not.toMatch(/<script|<iframe|javascript:|onmouseover|onerror|position/i);
    expect(context).toContain('<p style="line-height: 1.5">正文</p>');
    expect(context).toContain('<a href="https://hezuo.example" target="_blank" rel="noopener noreferrer">官网</a>');
  });

  it('answer unknown ids, bad input and visitors clearly', async () => {
    const person = await newPerson();
    const missing = await detail(person, 'no-such-notice');
    expect(missing.code).toBe(404);
    const badId = await api('GET', `${BASE}/notice/detail/${encodeURIComponent('a b')}`, { token: person.token });
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toBe('公告格式不正确');
    const badSize = await api('GET', `${BASE}/notice/list?size=0`, { token: person.token });
    expect(badSize.status).toBe(400);
    expect(badSize.body.msg).toContain('每页条数');
    for (const path of ['/notice/list', '/notice/detail/2026-11-launch', '/other/personage-center-count', '/other/update-center-notice-read']) {
      expect((await api('GET', `${BASE}${path}`)).status).toBe(401);
    }
  });
});
