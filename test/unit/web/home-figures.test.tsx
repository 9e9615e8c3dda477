// @vitest-environment jsdom
/**
 * The home page's platform figures (web/src/features/home/components/platform-figures.tsx) against a stub API: the
 * five counters of `content.figures` (getLoginData) under their names, the mall's goods (商品数) among them, grouped
 * by thousands; a dash for each until they arrive.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentRoute } from '../../../shared/routes/content.js';
import type { LoginData } from '../../../shared/schemas/content.js';
import { PlatformFigures } from '../../../web/src/features/home/components/platform-figures.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const FIGURES = contentRoute('content.figures').path;
const api = useApiStub();

/** Each figure as `name value`, in the order shown. */
const shown = () =>
  Array.from(screen.getByTestId('platform-figures').querySelectorAll('dt')).map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent ?? ''}`);

describe('the platform figures', () => {
  it('show the users, companies, teams, projects and goods the counters hold', async () => {
    const figures: LoginData = { userNum: 12_345, companyNum: 67, teamNum: 89, projectNum: 1_024, goodsNum: 7_203 };
    api.reply(FIGURES, { body: { code: 200, msg: '操作成功', data: figures }, delayMs: 200 });
    const view = renderPage('/home', <PlatformFigures />);
    expect(shown()).toEqual(['注册用户 –', '入驻企业 –', '合作团队 –', '发布项目 –', '商品数 –']);
    await waitFor(() => expect(shown()).toEqual(['注册用户 12,345', '入驻企业 67', '合作团队 89', '发布项目 1,024', '商品数 7,203']));
    expect(api.seen.filter((r) => r.path === FIGURES)).toHaveLength(1);
    view.unsubscribe();
  });
});
