/**
 * The materials (资料库) and literature (文献库) libraries and the assist instructions (docs/cooperation.md "Materials
 * and literature"), through their HTTP routes: each party's own folders and files; names unique within a folder;
 * files only from the caller's own uploads; moves without cycles; a folder removed with everything in it; search by
 * words; a team's or company's staff reading while its administrator and project leaders write; strangers finding
 * nothing of another party's.
 */
import type { LibraryEntry, LibraryFolderPage, LibrarySearchResult, LiteratureKindOption, AssistInstructions } from '../../shared/schemas/libraries.js';
import type { RouteId } from '../../shared/routes/index.js';
import { call } from '../support/api.js';
import { hireStaff, joinTeam } from '../support/org.js';
import { login, newPerson, type TestPerson } from '../support/people.js';
import { ok } from '../support/projects.js';
import { uploadAs } from '../support/uploads.js';

type Library = 'material' | 'literature';
const ROUTES = {
  material: { list: 'project.materialList', exists: 'project.materialExists', save: 'project.materialSave', search: 'project.materialSearch', remove: 'project.materialRemove', move: 'project.materialMove' },
  literature: { list: 'project.literatureList', exists: 'project.literatureExists', save: 'project.literatureSave', search: 'project.literatureSearch', remove: 'project.literatureRemove', move: 'project.literatureMove' },
} as const satisfies Record<Library, Record<string, RouteId>>;

const PDF = Buffer.from('%PDF-1.4\n% 合作云测试文件\n');

/** Calls one of a library's routes (the two libraries answer the same shapes). */
const lib = (library: Library, person: TestPerson) => ({
  list: (parentId?: string) => call(ROUTES[library].list, parentId ? { parentId } : {}, person.token),
  exists: (input: { parentId?: string; name: string; id?: string }) => call(ROUTES[library].exists, input, person.token),
  save: (input: Record<string, unknown>) => call(ROUTES[library].save, input as never, person.token),
  search: (keyword: string, kind?: string) => call(ROUTES[library].search, (kind ? { keyword, kind } : { keyword }) as never, person.token),
  remove: (id: string) => call(ROUTES[library].remove, { id }, person.token),
  move: (id: string, parentId?: string) => call(ROUTES[library].move, parentId ? { id, parentId } : { id }, person.token),
});

const folder = async (library: Library, person: TestPerson, name: string, parentId?: string): Promise<LibraryEntry> =>
  ok<LibraryEntry>(await lib(library, person).save({ type: 'FOLDER', name, ...(parentId ? { parentId } : {}) }), `folder ${name}`);

const file = async (library: Library, person: TestPerson, name: string, parentId?: string, extra: Record<string, unknown> = {}): Promise<LibraryEntry> => {
  const upload = await uploadAs(person, 'library-file', `${name}.pdf`, PDF, 'application/pdf');
  return ok<LibraryEntry>(await lib(library, person).save({ type: 'FILE', name, fileUrl: upload.fileUrl, ...(parentId ? { parentId } : {}), ...extra }), `file ${name}`);
};

const page = async (library: Library, person: TestPerson, parentId?: string) => ok<LibraryFolderPage>(await lib(library, person).list(parentId), 'list');
const codeOf = (answer: { body: { code: number } }) => answer.body.code;

const asOrg = async (person: TestPerson, type: 'COMPANY' | 'TEAM'): Promise<TestPerson> => ({ ...person, token: (await login(person.phone, person.password, type)).body.data as string });

describe('the materials library', () => {
  it('keeps a person’s folders and files: folders first, names unique within a folder, files readable', async () => {
    const person = await newPerson();
    const m = lib('material', person);
    const empty = await page('material', person);
    expect(empty).toMatchObject({ records: [], total: 0, path: [], canEdit: true, entries: 0 });

    const contracts = await folder('material', person, '合同');
    await folder('material', person, '图纸');
    const signed = await file('material', person, '框架协议', contracts.id);
    expect(signed).toMatchObject({ type: 'FILE', name: '框架协议', parentId: contracts.id, size: PDF.length, ext: 'pdf' });
    // The file is read through its signed address, which works without a session.
    const read = await fetch(signed.url!);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PDF)).toBe(true);

    // A folder lists its folders first, then its files, by name; its way down from the root comes with it.
    await folder('material', person, '附件', contracts.id);
    const inside = await page('material', person, contracts.id);
    expect(inside.records.map((e) => [e.type, e.name])).toEqual([['FOLDER', '附件'], ['FILE', '框架协议']]);
    expect(inside).toMatchObject({ folder: { id: contracts.id, name: '合同' }, path: [{ id: contracts.id, name: '合同' }], total: 2, entries: 4 });
    expect((await page('material', person)).records.map((e) => e.name)).toEqual(['合同', '图纸']);

    // Names are unique within a folder, folders and files together, ＡＢＣ being ABC; elsewhere the same name is fine.
    expect(codeOf(await m.save({ type: 'FOLDER', name: '合同' }))).toBe(102101);
    expect(codeOf(await m.save({ type: 'FOLDER', name: '框架协议', parentId: contracts.id }))).toBe(102101);
    await folder('material', person, 'ＡＢＣ');
    expect(codeOf(await m.save({ type: 'FOLDER', name: 'ABC' }))).toBe(102101);
    await folder('material', person, '合同', contracts.id);
    expect(ok<{ exists: boolean }>(await m.exists({ name: '合同' }), 'exists').exists).toBe(true);
    expect(ok<{ exists: boolean }>(await m.exists({ name: '合同', id: contracts.id }), 'exists').exists).toBe(false);
    expect(ok<{ exists: boolean }>(await m.exists({ name: '报价单', parentId: contracts.id }), 'exists').exists).toBe(false);

    // Renaming moves the name's place; the old name is free again, a taken one is refused.
    ok(await m.save({ id: contracts.id, name: '合同文件' }), 'rename');
    expect(ok<{ exists: boolean }>(await m.exists({ name: '合同' }), 'exists').exists).toBe(false);
    expect(codeOf(await m.save({ id: contracts.id, name: '图纸' }))).toBe(102101);
    expect((await page('material', person)).records.map((e) => e.name)).toEqual(['ＡＢＣ', '合同文件', '图纸']);

    // A file replaced by a new upload keeps its place; a folder takes no file and does not become one.
    const newer = await uploadAs(person, 'library-file', '框架协议v2.docx', Buffer.from('第二版'), 'application/octet-stream');
    const replaced = ok<LibraryEntry>(await m.save({ id: signed.id, name: '框架协议', fileUrl: newer.fileUrl }), 'replace');
    expect(replaced).toMatchObject({ size: Buffer.from('第二版').length, ext: 'docx' });
    expect(codeOf(await m.save({ id: contracts.id, name: '合同文件', fileUrl: newer.fileUrl }))).toBe(400);
    expect(codeOf(await m.save({ id: contracts.id, name: '合同文件', type: 'FILE' }))).toBe(400);
  });

  it('takes only the caller’s own uploads of the library kind, and only uploaded ones', async () => {
    const [person, other] = await Promise.all([newPerson(), newPerson()]);
    const m = lib('material', person);
    const others = await uploadAs(other, 'library-file', '别人的.pdf', PDF, 'application/pdf');
    const wrongKind = await uploadAs(person, 'project-file', '附件.pdf', PDF, 'application/pdf');
    const never = ok<{ fileUrl: string }>(await call('upload.presign', { kind: 'library-file', fileName: '未上传.pdf', contentType: 'application/pdf', size: 10 }, person.token), 'presign');
    expect((await m.save({ type: 'FILE', name: '别人的', fileUrl: others.fileUrl })).status).toBe(403);
    expect((await m.save({ type: 'FILE', name: '附件', fileUrl: wrongKind.fileUrl })).status).toBe(403);
    expect((await m.save({ type: 'FILE', name: '外链', fileUrl: 'https://example.com/a.pdf' })).status).toBe(403);
    expect(codeOf(await m.save({ type: 'FILE', name: '未上传', fileUrl: never.fileUrl }))).toBe(400);
    expect(codeOf(await m.save({ type: 'FILE', name: '没有文件' }))).toBe(400);
    expect((await page('material', person)).total).toBe(0);
  });

  it('moves entries between folders, never a folder into itself or below itself', async () => {
    const person = await newPerson();
    const m = lib('material', person);
    const [a, b] = [await folder('material', person, '甲'), await folder('material', person, '乙')];
    const a1 = await folder('material', person, '甲一', a.id);
    const doc = await file('material', person, '说明书', a1.id);

    // A file to the root and back into a folder.
    expect(ok<LibraryEntry>(await m.move(doc.id), 'to root').parentId).toBeUndefined();
    expect((await page('material', person)).records.map((e) => e.name)).toEqual(['乙', '甲', '说明书']);
    ok(await m.move(doc.id, b.id), 'into 乙');
    expect((await page('material', person, b.id)).records.map((e) => e.name)).toEqual(['说明书']);

    // A folder with what is in it: the subtree follows.
    ok(await m.move(a.id, b.id), '甲 into 乙');
    const moved = await page('material', person, a1.id);
    expect(moved.path.map((c) => c.name)).toEqual(['乙', '甲', '甲一']);

    // Never into itself or below itself; never into a file or a folder that is not there; a taken name is refused.
    expect(codeOf(await m.move(b.id, b.id))).toBe(102104);
    expect(codeOf(await m.move(b.id, a1.id))).toBe(102104);
    expect((await m.move(a.id, doc.id)).status).toBe(404);
    await folder('material', person, '甲');
    expect(codeOf(await m.move(a.id))).toBe(102101);
    expect((await page('material', person, b.id)).records.map((e) => e.name)).toEqual(['甲', '说明书']);
  });

  it('refuses the two halves of a cycle made at once: one move wins, the tree stays a tree', async () => {
    const person = await newPerson();
    const m = lib('material', person);
    const [a, b] = [await folder('material', person, '甲'), await folder('material', person, '乙')];
    const answers = await Promise.all([m.move(a.id, b.id), m.move(b.id, a.id)]);
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 100002 || c === 102104)).toBe(true);
    const root = await page('material', person);
    expect(root.records).toHaveLength(1);
  });

  it('keeps folders at most 8 deep, also when a folder is moved', async () => {
    const person = await newPerson();
    let parent: string | undefined;
    const chain: LibraryEntry[] = [];
    for (let depth = 1; depth <= 8; depth += 1) {
      const made: LibraryEntry = await folder('material', person, `第${depth}层`, parent);
      chain.push(made);
      parent = made.id;
    }
    expect(codeOf(await lib('material', person).save({ type: 'FOLDER', name: '第9层', parentId: parent }))).toBe(102103);
    await file('material', person, '文件可以放在第8层', parent);
    const two = await folder('material', person, '两层');
    await folder('material', person, '两层之下', two.id);
    expect(codeOf(await lib('material', person).move(two.id, chain[6]!.id))).toBe(102103);
    ok(await lib('material', person).move(two.id, chain[5]!.id), 'fits at depth 7 and 8');
  });

  it('removes a folder with everything in it, and a file alone', async () => {
    const person = await newPerson();
    const m = lib('material', person);
    const top = await folder('material', person, '项目资料');
    const sub = await folder('material', person, '二期', top.id);
    await Promise.all(['一', '二', '三'].map((n) => file('material', person, `图${n}`, sub.id)));
    await file('material', person, '总说明', top.id);
    const kept = await file('material', person, '留下的');
    expect((await page('material', person)).entries).toBe(7);

    expect(ok<{ removed: number }>(await m.remove(top.id), 'remove folder').removed).toBe(6);
    expect((await page('material', person)).records.map((e) => e.name)).toEqual(['留下的']);
    expect((await m.list(sub.id)).status).toBe(404);
    expect((await m.remove(top.id)).status).toBe(404);
    expect(ok<{ removed: number }>(await m.remove(kept.id), 'remove file').removed).toBe(1);
    expect(await page('material', person)).toMatchObject({ records: [], entries: 0 });
  });

  it('takes many files into one folder at once, each counted: the folder then empties to nothing', async () => {
    const person = await newPerson();
    const box = await folder('material', person, '批量');
    const uploads = await Promise.all(Array.from({ length: 8 }, (_, i) => uploadAs(person, 'library-file', `批量${i}.pdf`, PDF, 'application/pdf')));
    const answers = await Promise.all(uploads.map((u, i) => lib('material', person).save({ type: 'FILE', name: `批量${i}`, fileUrl: u.fileUrl, parentId: box.id })));
    expect(answers.map(codeOf)).toEqual(Array.from({ length: 8 }, () => 200));
    // Two additions of one name at once: one wins.
    const twins = await Promise.all([0, 1].map(() => lib('material', person).save({ type: 'FOLDER', name: '同名', parentId: box.id })));
    expect(twins.map(codeOf).sort((x, y) => x - y)).toEqual([200, 102101]);
    expect((await page('material', person, box.id)).total).toBe(9);
    expect(ok<{ removed: number }>(await lib('material', person).remove(box.id), 'remove').removed).toBe(10);
    expect((await page('material', person)).entries).toBe(0);
  });

  it('finds entries by the words of their names, with the folders they are in', async () => {
    const person = await newPerson();
    const top = await folder('material', person, '设计资料');
    await file('material', person, '门店装修设计方案', top.id);
    await file('material', person, '装修预算表');
    const found = ok<LibrarySearchResult>(await lib('material', person).search('装修 设计'), 'search');
    expect(found.total).toBe(1);
    expect(found.records[0]).toMatchObject({ name: '门店装修设计方案', path: [{ id: top.id, name: '设计资料' }] });
    expect(ok<LibrarySearchResult>(await lib('material', person).search('装修'), 'search').total).toBe(2);
    expect(ok<LibrarySearchResult>(await lib('material', person).search('资料'), 'search').records.map((e) => e.type)).toEqual(['FOLDER']);
    expect(codeOf(await lib('material', person).search('   '))).toBe(400);
    // Another party's library is not searched.
    const other = await newPerson();
    expect(ok<LibrarySearchResult>(await lib('material', other).search('装修'), 'search').total).toBe(0);
  });
});

describe('the literature library', () => {
  it('offers the literature kinds and keeps each file’s description', async () => {
    const person = await newPerson();
    const l = lib('literature', person);
    const kinds = ok<LiteratureKindOption[]>(await call('project.literatureKinds', {}, person.token), 'kinds');
    expect(kinds.map((k) => k.label)).toEqual(['标准规范', '论文', '专利', '图书', '报告', '其他']);

    const upload = await uploadAs(person, 'library-file', 'gb.pdf', PDF, 'application/pdf');
    expect(codeOf(await l.save({ type: 'FILE', name: '没有类型', fileUrl: upload.fileUrl }))).toBe(400);
    const standards = await folder('literature', person, '国家标准');
    const gb = await file('literature', person, '建筑设计防火规范', standards.id, { literature: { kind: 'STANDARD', authors: '住房和城乡建设部', year: 2018, source: 'GB 50016', keywords: ['防火', '建筑'] } });
    expect(gb.literature).toEqual({ kind: 'STANDARD', kindLabel: '标准规范', authors: '住房和城乡建设部', year: 2018, source: 'GB 50016', keywords: ['防火', '建筑'] });
    await file('literature', person, '装配式建筑研究', undefined, { literature: { kind: 'PAPER', authors: '王明' } });

    // A rename keeps the description; a description given replaces it whole.
    const renamed = ok<LibraryEntry>(await l.save({ id: gb.id, name: '建筑设计防火规范（2018版）' }), 'rename');
    expect(renamed.literature).toMatchObject({ kind: 'STANDARD', authors: '住房和城乡建设部', year: 2018, source: 'GB 50016', keywords: ['防火', '建筑'] });
    const described = ok<LibraryEntry>(await l.save({ id: gb.id, name: renamed.name, literature: { kind: 'STANDARD', authors: '住房和城乡建设部', source: 'GB 50016', keywords: ['防火'] } }), 'describe');
    expect(described.literature).toEqual({ kind: 'STANDARD', kindLabel: '标准规范', authors: '住房和城乡建设部', source: 'GB 50016', keywords: ['防火'] });
    expect(codeOf(await l.save({ id: gb.id, name: renamed.name, literature: { kind: 'NOVEL' } }))).toBe(400);

    // Search reads names, authors, sources and keywords; a kind narrows it to files of that kind.
    expect(ok<LibrarySearchResult>(await l.search('建筑'), 'search').total).toBe(2);
    expect(ok<LibrarySearchResult>(await l.search('建筑', 'PAPER'), 'search').records.map((e) => e.name)).toEqual(['装配式建筑研究']);
    expect(ok<LibrarySearchResult>(await l.search('住房'), 'search').records[0]).toMatchObject({ id: gb.id, path: [{ name: '国家标准' }] });
    expect(ok<LibrarySearchResult>(await l.search('gb 50016'), 'search').total).toBe(1);

    // The two libraries are apart: a material search does not find literature.
    expect(ok<LibrarySearchResult>(await lib('material', person).search('建筑'), 'search').total).toBe(0);
    expect((await page('material', person)).entries).toBe(0);
  });
});

describe('who may use a team’s or company’s libraries', () => {
  it('lets a company’s staff read, its administrator and project leaders write, nobody else anything', async () => {
    const [admin, member, stranger] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson('COMPANY')]);
    await hireStaff(admin, member);
    const staff = await asOrg(member, 'COMPANY');
    const shared = await folder('material', admin, '公司制度');
    await file('material', admin, '员工手册', shared.id);

    // Staff read the company's library and search it, and change nothing.
    const seen = await page('material', staff, shared.id);
    expect(seen).toMatchObject({ canEdit: false, total: 1 });
    expect(ok<LibrarySearchResult>(await lib('material', staff).search('手册'), 'search').total).toBe(1);
    for (const refused of [
      await lib('material', staff).save({ type: 'FOLDER', name: '员工建的' }),
      await lib('material', staff).save({ id: shared.id, name: '改名' }),
      await lib('material', staff).move(shared.id),
      await lib('material', staff).remove(shared.id),
      await call('project.assistUpdate', { content: '员工写的' }, staff.token),
    ]) {
      expect(refused.status).toBe(403);
    }

    // Named a project leader: writes like the administrator.
    ok(await call('org.projectLeader', { userId: member.userId, leader: true }, admin.token), 'name leader');
    await folder('material', staff, '负责人建的', shared.id);
    expect((await page('material', admin, shared.id)).records.map((e) => e.name)).toEqual(['负责人建的', '员工手册']);

    // Another company finds nothing of it: every call naming its folders answers 404, and its own library is its own.
    const other = lib('material', stranger);
    expect((await other.list(shared.id)).status).toBe(404);
    expect((await other.save({ id: shared.id, name: '别人的' })).status).toBe(404);
    expect((await other.save({ type: 'FOLDER', name: '放进别人的', parentId: shared.id })).status).toBe(404);
    expect((await other.move(shared.id)).status).toBe(404);
    expect((await other.remove(shared.id)).status).toBe(404);
    expect((await other.exists({ parentId: shared.id, name: '员工手册' })).status).toBe(404);
    expect(await page('material', stranger)).toMatchObject({ total: 0, canEdit: true });
    // The administrator's own person has a library of its own, apart from the company's.
    const personal = { ...admin, token: (await login(admin.phone, admin.password, 'PERSONAGE')).body.data as string };
    expect((await page('material', personal)).total).toBe(0);
  });

  it('shuts out a team member who left', async () => {
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);
    const teamMember = await asOrg(member, 'TEAM');
    await folder('literature', admin, '团队文献');
    expect((await page('literature', teamMember)).total).toBe(1);
    ok(await call('org.teamLeave', {}, teamMember.token), 'leave');
    const again = await asOrg(member, 'TEAM');
    expect([401, 403, 103003]).toContain(codeOf(await lib('literature', again).list()));
  });
});

describe('assist instructions', () => {
  it('are written by those who act for a party and read by its staff', async () => {
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);
    const teamMember = await asOrg(member, 'TEAM');
    expect(ok<AssistInstructions>(await call('project.assist', {}, admin.token), 'read')).toEqual({ content: '', canEdit: true });
    const saved = ok<AssistInstructions>(await call('project.assistUpdate', { content: '请在每个阶段开始前阅读需求书。' }, admin.token), 'update');
    expect(saved).toMatchObject({ content: '请在每个阶段开始前阅读需求书。', canEdit: true });
    expect(ok<AssistInstructions>(await call('project.assist', {}, teamMember.token), 'read')).toMatchObject({ content: '请在每个阶段开始前阅读需求书。', canEdit: false, updateTime: saved.updateTime });
    expect((await call('project.assistUpdate', { content: '成员改的' }, teamMember.token)).status).toBe(403);
    expect(codeOf(await call('project.assistUpdate', { content: '长'.repeat(2001) }, admin.token))).toBe(400);
    // A person's own are theirs alone.
    const person = await newPerson();
    expect(ok<AssistInstructions>(await call('project.assist', {}, person.token), 'read').content).toBe('');
  });
});
