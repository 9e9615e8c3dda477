/**
 * Names people read and tell apart refuse what does not show (docs/projects.md): a project's and a custom category's
 * name, a document's title, a library entry's name refuse control, bidirectional and zero-width characters and lone
 * surrogates, and names of blanks only; a reason refuses one that shows nothing. The generated route suite
 * (test/contract/route-inputs.test.ts) holds each handler to its schema; this pins which fields have the rule, so
 * that loosening one fails here (the outside probes used to pin it by hand).
 */
import { cooperateDocInput } from '../../shared/schemas/documents.js';
import { phaseReasonInput } from '../../shared/schemas/cooperation.js';
import { libraryExistsInput } from '../../shared/schemas/libraries.js';
import { customCategoryInput, nameVerifyInput } from '../../shared/schemas/project.js';
import { createTeamInput, registerInput } from '../../shared/schemas/account.js';
import { saveTeamSettingInput } from '../../shared/schemas/team-setting.js';
import { creditCodeCheck } from '../../shared/validation/rules.js';
import { validate } from '../../shared/validation/validate.js';

const ID = '01J0000000000000000000000A';
const CREDIT_CODE = `91330100MA2K12345${creditCodeCheck('91330100MA2K12345')}`;
const HIDDEN = ['a\u200bb', 'a\u202eb', 'a\u2066b', 'a\u0007b', 'a\u00adb', 'a\ufeffb', 'a\u2060b', 'a\ud800b'];
const BLANK = ['\u3164', '\u2800', '\u200c\u200d', '\u115f'];

const fields = [
  { name: '项目名称', check: (name: string) => validate(nameVerifyInput, { name }) },
  { name: '分类名称', check: (name: string) => validate(customCategoryInput, { name }) },
  { name: '标题', check: (title: string) => validate(cooperateDocInput, { projectId: ID, phase: 1, title }) },
  { name: '名称', check: (name: string) => validate(libraryExistsInput, { name }) },
  // A team's and a company's name is unique among its kind: a twin with a zero-width space passed the uniqueness check
  // (found by the outside probe of issue 31 through 团队设置's rename).
  { name: '团队名称（团队设置）', check: (teamName: string) => validate(saveTeamSettingInput, { teamName }) },
  { name: '团队名称（创建团队）', check: (teamName: string) => validate(createTeamInput, { teamName }) },
  { name: '团队名称（注册）', check: (teamName: string) => validate(registerInput, { phone: '13912345678', code: '123456', password: 'pass2026word', userType: 'TEAM', nickname: '小王', teamName, agreement: true }) },
  { name: '企业名称（注册）', check: (companyName: string) => validate(registerInput, { phone: '13912345678', code: '123456', password: 'pass2026word', userType: 'COMPANY', nickname: '小王', companyName, creditCode: CREDIT_CODE, agreement: true }) },
];

describe('names people tell apart', () => {
  it.each(fields)('$name refuses hidden and control characters, and blanks only', ({ check }) => {
    for (const value of [...HIDDEN, ...BLANK]) expect(check(value).ok, JSON.stringify(value)).toBe(false);
  });

  it.each(fields)('$name takes Chinese, Latin, digits and whole emoji', ({ check }) => {
    for (const value of ['门店预约', 'App 2.0', '设计👩‍💻']) expect(check(value), value).toMatchObject({ ok: true });
  });

  it('a reason refuses one that shows nothing and takes one that does', () => {
    const reason = (value: string) => validate(phaseReasonInput, { projectId: ID, phase: 1, reason: value });
    for (const value of ['\u3164', '\u200b\u200b', '\u2800']) expect(reason(value), JSON.stringify(value)).toMatchObject({ ok: false, msg: '请填写原因' });
    expect(reason('交付物缺少源码')).toMatchObject({ ok: true });
  });
});
