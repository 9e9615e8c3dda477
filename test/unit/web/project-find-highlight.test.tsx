// @vitest-environment jsdom
/**
 * Search highlights (web/src/lib/highlight.ts, components/highlight-text.tsx; 找项目's and the goods tabs' cards): the server's
 * HTML-escaped text with `<em>` marks is split on the marks only and shown as text — a `<script>` or an
 * `<img onerror>` a publisher typed into a name stays visible text and never becomes an element; entities come back
 * as the characters they stand for; the matched words are marked.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectCard } from '../../../shared/schemas/project.js';
import { ProjectResultCard } from '../../../web/src/features/project-find/components/project-result-card.js';
import { decodeEntities, highlightPieces } from '../../../web/src/lib/highlight.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { renderPage } from './render-page.js';

/** What OpenSearch's html encoder makes of a text, with `words` wrapped in <em>. */
const escape = (text: string) => text.replace(/[&<>"'/]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '/': '&#x2F;' })[c] ?? c);

describe('highlight pieces', () => {
  it('mark the words between <em> and </em> and keep the rest plain', () => {
    expect(highlightPieces('开发<em>微信</em>的<em>小程序</em>')).toEqual([
      { text: '开发', mark: false },
      { text: '微信', mark: true },
      { text: '的', mark: false },
      { text: '小程序', mark: true },
    ]);
    // Adjacent marks are one piece.
    expect(highlightPieces('<em>小程序</em><em>开发</em>')).toEqual([{ text: '小程序开发', mark: true }]);
  });

  it('decode the entities an HTML encoder writes, and nothing else', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &quot;x&quot; &#x27;y&#39; &#x2F; &#20013;')).toBe('<b> & "x" \'y\' / 中');
    expect(decodeEntities('&bogus; &#xD800; &#0;')).toBe('&bogus; &#xD800; &#0;');
  });

  it('keep markup that is not a mark as text', () => {
    const typed = '<script>alert(1)</script><em>小程序</em>';
    const pieces = highlightPieces(`${escape(typed)}<em>开发</em>`);
    expect(pieces).toEqual([
      { text: '<script>alert(1)</script><em>小程序</em>', mark: false },
      { text: '开发', mark: true },
    ]);
  });
});

const card = (fields: Partial<ProjectCard>): ProjectCard => ({
  projectId: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  name: '项目',
  state: 'RELEASED',
  stateLabel: '已发布',
  categoryName: 'App 与小程序',
  provinceCode: '330000',
  cityCode: '330100',
  budget: 800_000,
  phaseCount: 0,
  applyDeadline: Date.now() + 20 * 86_400_000,
  releaseTime: Date.now(),
  updateTime: Date.now(),
  publisher: { type: 'COMPANY', id: '01JABCDEFGHJKMNPQRSTVWXYZ1', name: '示范科技有限公司' },
  applicantTypes: ['PERSONAGE', 'TEAM'],
  visibility: 'PUBLIC',
  summary: '我们需要开发一个微信小程序',
  ...fields,
});

describe('a result card', () => {
  it('shows a <script> in a name as text, never as an element, with the matched words marked', () => {
    const name = '<script>window.hacked=1</script><img src=x onerror="window.hacked=2">微信小程序的开发';
    const view = renderPage(
      '/findProject',
      <ProjectResultCard
        card={card({ name, highlight: { name: `${escape('<script>window.hacked=1</script><img src=x onerror="window.hacked=2">')}<em>微信</em><em>小程序</em>的<em>开发</em>`, summary: '需要<em>开发</em>一个&lt;iframe&gt;' } })}
        now={Date.now()}
      />,
    );
    const link = screen.getByTestId('project-card-name');
    expect(link.textContent).toBe(name);
    expect(view.container.querySelector('script, img, iframe')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['微信小程序', '开发']);
    expect(screen.getByTestId('project-card-summary').textContent).toBe('需要开发一个<iframe>');
    expect(link.getAttribute('href')).toBe('/project/find/details?projectId=01JABCDEFGHJKMNPQRSTVWXYZ0');
    view.unsubscribe();
  });

  it('shows budget in ¥ with two decimals, the place, publisher and who may apply', () => {
    const view = renderPage('/findProject', <ProjectResultCard card={card({ name: '门店预约小程序' })} now={Date.now()} />);
    expect(screen.getByTestId('project-card-budget').textContent).toBe('¥8,000.00');
    expect(screen.getByText('浙江省 杭州市')).toBeTruthy();
    expect(screen.getByTestId('project-card-publisher').textContent).toBe('示范科技有限公司 · 企业');
    // A visitor reads the publisher's name only; their page is for those logged in.
    expect(within(screen.getByTestId('project-card-publisher')).queryByRole('link')).toBeNull();
    expect(screen.getByText('可申请：个人、团队')).toBeTruthy();
    expect(screen.getByText(/剩 20 天/)).toBeTruthy();
    expect(screen.getByTestId('project-card-name').querySelector('mark')).toBeNull();
    view.unsubscribe();
  });

  it('leads the logged-in from the publisher’s name to their page (issue 31)', () => {
    setToken('card-test-token');
    const view = renderPage('/findProject', <ProjectResultCard card={card({ name: '门店预约小程序' })} now={Date.now()} />);
    const publisher = within(screen.getByTestId('project-card-publisher')).getByRole('link', { name: '示范科技有限公司' });
    expect(publisher.getAttribute('href')).toBe('/userInfo?userId=01JABCDEFGHJKMNPQRSTVWXYZ1&type=COMPANY');
    expect(screen.getByTestId('project-card-publisher').textContent).toBe('示范科技有限公司 · 企业');
    removeToken();
    view.unsubscribe();
  });
});
