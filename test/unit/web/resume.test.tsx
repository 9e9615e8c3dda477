// @vitest-environment jsdom
/**
 * Resumes in the SPA (issue 31, web/src/features/resume): the rows' rules (blank rows dropped, numbers and yuan read,
 * saved rows shown back in yuan), the person's editor adding, removing and saving rows over the version read, the
 * company's editor sending the licence photo only when changed, and the public view showing what the answer holds.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resumeRoute } from '../../../shared/routes/resume.js';
import type { OwnCompanyResume, PersonResume } from '../../../shared/schemas/resume.js';
import { CompanyResumeEditor } from '../../../web/src/features/resume/components/company-resume-editor.js';
import { PersonResumeEditor } from '../../../web/src/features/resume/components/person-resume-editor.js';
import { ResumeView } from '../../../web/src/features/resume/components/resume-view.js';
import { COMPANY_LISTS, PERSON_LISTS, fromFormRows, toFormRow } from '../../../web/src/features/resume/sections.js';
import { useApiStub } from './api-stub.js';
import { renderPage } from './render-page.js';

const PERSON = resumeRoute('org.savePersonResume').path;
const COMPANY = resumeRoute('org.saveCompanyResume').path;
const api = useApiStub();
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const bodiesOf = (path: string) => api.seen.filter((r) => r.path === path && r.method === 'POST').map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

const owner = { id: '01JBCDEFGHJKMNPQRSTVWXYZ30', type: 'PERSONAGE' as const, name: '林晓', headPortrait: '' };
const person: PersonResume = { owner, skills: ['React'], work: [], projects: [], education: [], certificates: [], pictures: [], files: [], updateTime: 1700000000000 };
const staff = { doctor: 0, master: 1, bachelor: 3, college: 0, other: 0 };
const company: OwnCompanyResume = {
  owner: { id: '01JBCDEFGHJKMNPQRSTVWXYZ31', type: 'COMPANY', name: '合作云示范科技有限公司', headPortrait: '' },
  licenceNumber: '91330100MA2K123456', publicEmail: '', address: '', tags: [], advantages: '', staff,
  turnover: [{ year: 2024, amount: 150_000_050 }], equipment: [], products: [], awards: [], patents: [], trademarks: [], softwareCopyrights: [], qualifications: [],
  updateTime: 1700000000000, editor: true, hasLicencePhoto: true,
};

beforeEach(() => {
  api.seen.length = 0;
  api.reply(PERSON, ok({ updateTime: 1700000000001 }));
  api.reply(COMPANY, ok({ updateTime: 1700000000001 }));
});

describe('the rows of a resume', () => {
  const turnover = COMPANY_LISTS.find((list) => list.key === 'turnover')!;
  const work = PERSON_LISTS.find((list) => list.key === 'work')!;

  it('drop wholly blank rows and blank fields, and read numbers and yuan', () => {
    expect(fromFormRows(turnover, [{ year: '2024', amount: '1500000.5' }, { year: ' ', amount: '' }])).toEqual([{ year: 2024, amount: 150_000_050 }]);
    expect(fromFormRows(work, [{ company: '合作云', position: '', start: '2020-09', end: '', description: '' }])).toEqual([{ company: '合作云', start: '2020-09' }]);
    // What is no number goes as typed, for the server to name the field.
    expect(fromFormRows(turnover, [{ year: '二〇二四', amount: '1.234' }])).toEqual([{ year: '二〇二四', amount: '1.234' }]);
  });

  it('show saved amounts in yuan', () => {
    expect(toFormRow(turnover, { year: 2024, amount: 150_000_050 })).toEqual({ year: '2024', amount: '1500000.50' });
    expect(toFormRow(turnover, { year: 2023, amount: 100 })).toEqual({ year: '2023', amount: '1' });
  });
});

describe('a person’s resume editor', () => {
  it('adds a row, removes another and saves over the version read', async () => {
    renderPage('/work/userCenter/resume', <PersonResumeEditor resume={person} />);
    const list = screen.getByTestId('resume-list-work');
    fireEvent.click(within(list).getByRole('button', { name: '添加工作经历' }));
    fireEvent.click(within(list).getByRole('button', { name: '添加工作经历' }));
    fireEvent.change(within(list).getAllByRole('textbox', { name: '工作单位' })[0]!, { target: { value: '合作云科技' } });
    fireEvent.change(within(list).getAllByRole('textbox', { name: /开始时间/ })[0]!, { target: { value: '2020-09' } });
    fireEvent.click(within(list).getByRole('button', { name: '删除第2条工作经历' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    await waitFor(() => expect(bodiesOf(PERSON)).toHaveLength(1));
    expect(bodiesOf(PERSON)[0]).toMatchObject({ skills: ['React'], work: [{ company: '合作云科技', start: '2020-09' }], projects: [], updateTime: person.updateTime });
  });
});

describe('a resume’s region', () => {
  it('is sent as the province and city chosen', async () => {
    renderPage('/work/userCenter/resume', <PersonResumeEditor resume={{ ...person, provinceCode: '330000', cityCode: '330100' }} />);
    // Kept as saved: 浙江省 · 杭州市.
    expect((screen.getByRole('combobox', { name: '省份' }) as HTMLInputElement).value).toBe('浙江省');
    fireEvent.click(screen.getByRole('combobox', { name: '省份' }));
    fireEvent.click(await screen.findByRole('option', { name: '广东省' }));
    fireEvent.click(screen.getByRole('combobox', { name: '城市' }));
    fireEvent.click(await screen.findByRole('option', { name: '深圳市' }));
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    await waitFor(() => expect(bodiesOf(PERSON)).toHaveLength(1));
    expect(bodiesOf(PERSON)[0]).toMatchObject({ provinceCode: '440000', cityCode: '440300' });
  });

  it('is not sent when none is chosen', async () => {
    renderPage('/work/userCenter/resume', <PersonResumeEditor resume={person} />);
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    await waitFor(() => expect(bodiesOf(PERSON)).toHaveLength(1));
    expect(bodiesOf(PERSON)[0]).not.toHaveProperty('provinceCode');
    expect(bodiesOf(PERSON)[0]).not.toHaveProperty('cityCode');
  });
});

describe('a company’s resume editor', () => {
  it('leaves the licence photo on file out of the save, and sends every label', async () => {
    renderPage('/company/comResume', <CompanyResumeEditor resume={company} />);
    expect(screen.getByText('已上传（仅管理员可查看）')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '对外邮箱' }), { target: { value: 'hello@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    await waitFor(() => expect(bodiesOf(COMPANY)).toHaveLength(1));
    const body = bodiesOf(COMPANY)[0]!;
    expect(body).not.toHaveProperty('licencePhoto');
    expect(body).toMatchObject({ licenceNumber: company.licenceNumber, publicEmail: 'hello@example.com', staff, turnover: [{ year: 2024, amount: 150_000_050 }], patents: [] });
  });

  it('removes the photo by saying so', async () => {
    renderPage('/company/comResume', <CompanyResumeEditor resume={company} />);
    fireEvent.click(screen.getByRole('button', { name: '移除照片' }));
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    await waitFor(() => expect(bodiesOf(COMPANY)).toHaveLength(1));
    expect(bodiesOf(COMPANY)[0]).toMatchObject({ removeLicencePhoto: true });
  });
});

describe('the public view', () => {
  it('shows a team’s consenting members and a company’s masked number as answered', () => {
    renderPage('/x', (
      <>
        <ResumeView resume={{ kind: 'TEAM', owner: { ...owner, type: 'TEAM', name: '星火设计工作室' }, introduction: '专注品牌设计', tags: ['UI'], works: [{ name: '宣传册' }], members: [{ userId: owner.id, nickname: '周航', headPortrait: '', admin: true }], updateTime: 0 }} />
        <ResumeView resume={{ kind: 'COMPANY', ...company, licenceNumber: '91************3456' }} />
      </>
    ));
    const [team, firm] = screen.getAllByTestId('resume-view');
    expect(within(team!).getByText('专注品牌设计')).toBeTruthy();
    expect(within(team!).getByText('周航')).toBeTruthy();
    expect(within(firm!).getByText('91************3456')).toBeTruthy();
    expect(within(firm!).getByText('¥1,500,000.50')).toBeTruthy();
    expect(firm!.querySelector('img')).toBeNull();
  });
});
