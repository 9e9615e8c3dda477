/**
 * Posting a demand (docs/projects.md "Demands"): drafts, the whole demand, changes while nobody agreed to it,
 * release, deletion, names unique per owner, copies of old projects, the preview and the details. Every change is
 * a transition of the project process (shared/process/project.ts) decided by the engine.
 */
import { decide } from '../../shared/process/engine.js';
import { projectRegistry } from '../../shared/process/registries.js';
import { sanitizeRichText, richTextToPlain } from '../../shared/rich-text.js';
import type { Category } from '../../shared/schemas/content.js';
import { PROJECT_LIMITS } from '../../shared/limits.js';
import type { ProjectDetail } from '../../shared/schemas/project.js';
import type { z } from 'zod';
import type { modifyProjectInput, myProjectsInput, projectInput, saveDraftInput } from '../../shared/schemas/project.js';
import { platformCategories } from '../content/public.js';
import { regionProblem } from '../../shared/regions/index.js';
import { isOwnUpload } from '../lib/s3/private-files.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { mustDecide } from '../lib/process/run.js';
import { countPlatform } from '../lib/store/counters.js';
import { closeNegotiations, closeRequests } from './closing.js';
import { tell } from './events.js';
import { partyList } from './keys.js';
import { keyOfParty, phasesTotal, type PartyRef, type ProjectItem } from './model.js';
import { actingParty, partyOf, partyProfiles, viewingParty } from './parties.js';
import { addressKey } from '../lib/client-address.js';
import { takeRate } from '../lib/store/rate.js';
import { isOpen, isPublic, loadForPartyA, ownerOf, projectDetail, writeProject } from './projects.js';
import { addBrowse, claimName, nobodyTalking, customCategoriesOf, freeName, getBook, getCounts, getProject, nameHolder, pageOf, putBook, type Step } from './store.js';
import { pageAnswer, projectCard } from './views.js';

type DemandFields = Partial<Omit<z.output<typeof projectInput>, 'projectId'>>;

const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.children ?? [])]);

/** A category's name for the owner: a platform category, or one of the owner's own (not deleted). */
const categoryNameOf = async (ownerKey: string, categoryId: string): Promise<string> => {
  const platform = flatten(await platformCategories()).find((c) => c.id === categoryId);
  if (platform) return platform.name;
  const own = (await customCategoriesOf(ownerKey)).find((c) => c.id === categoryId && !c.deleted);
  if (own) return own.name;
  throw fieldError('categoryId', '项目分类不存在');
};

/** What a demand still lacks before it can be released (the `complete` guard), as 400-style issues. */
export const missingFields = (item: Partial<ProjectItem>): { path: string; message: string }[] => {
  const issues: { path: string; message: string }[] = [];
  if (!item.name) issues.push({ path: 'name', message: '请填写项目名称' });
  if (!item.categoryId) issues.push({ path: 'categoryId', message: '请选择项目分类' });
  if (!item.provinceCode) issues.push({ path: 'provinceCode', message: '请选择省份' });
  if (!item.phases?.length) issues.push({ path: 'phases', message: '请至少填写一个项目阶段' });
  if (!item.applyDeadline) issues.push({ path: 'applyDeadline', message: '请选择申请截止时间' });
  if (!item.applicantTypes?.length) issues.push({ path: 'applicantTypes', message: '请选择可申请对象' });
  return issues;
};

const deadlineIssue = (deadline: number | undefined, now: number): string | undefined =>
  deadline === undefined ? undefined : deadline <= now ? '申请截止时间须晚于当前时间' : deadline > now + PROJECT_LIMITS.deadlineDaysMax * 86_400_000 ? `申请截止时间不能超过${PROJECT_LIMITS.deadlineDaysMax}天后` : undefined;

/** The item a demand's fields make, over what it had (a draft keeps what is not sent). */
/** The stored book's largest size in UTF-8 bytes (an item holds 400 KB). */
const BOOK_BYTES = 300_000;

const applyFields = async (base: Omit<ProjectItem, 'pk' | 'sk' | 'rev'>, fields: DemandFields, now: number, userId: string): Promise<{ next: Omit<ProjectItem, 'pk' | 'sk' | 'rev'>; book?: string }> => {
  const next = { ...base, updateTime: now };
  const set = <K extends keyof DemandFields>(key: K, apply: (value: NonNullable<DemandFields[K]>) => void) => {
    const value = fields[key];
    if (value !== undefined) apply(value as NonNullable<DemandFields[K]>);
  };
  set('name', (v) => (next.name = v));
  if (fields.categoryId !== undefined && fields.categoryId !== base.categoryId) {
    next.categoryId = fields.categoryId;
    next.categoryName = await categoryNameOf(base.ownerKey, fields.categoryId);
  }
  set('provinceCode', (v) => (next.provinceCode = v));
  if (fields.provinceCode !== undefined || fields.cityCode !== undefined) next.cityCode = fields.cityCode;
  if (fields.provinceCode !== undefined || fields.cityCode !== undefined || fields.districtCode !== undefined) next.districtCode = fields.districtCode;
  set('phases', (v) => {
    next.phases = v;
    next.budget = phasesTotal(v);
  });
  set('applyDeadline', (v) => {
    const issue = deadlineIssue(v, now);
    if (issue) throw fieldError('applyDeadline', issue);
    next.applyDeadline = v;
  });
  set('applicantTypes', (v) => (next.applicantTypes = v));
  set('visibility', (v) => (next.visibility = v));
  set('attachments', (v) => (next.attachments = v));
  const region = { provinceCode: next.provinceCode, cityCode: next.cityCode, districtCode: next.districtCode };
  const problem = regionProblem(region, 'none');
  if (problem) throw fieldError(problem.field, problem.message);
  if (fields.attachments !== undefined) {
    // New attachments are the caller's own uploads of the `project-file` kind (those kept may be a colleague's).
    const kept = new Set((base.attachments ?? []).map((a) => a.url));
    const foreign = fields.attachments.findIndex((a) => !kept.has(a.url) && !isOwnUpload(a.url, 'project-file', userId));
    if (foreign >= 0) throw fieldError(`attachments.${foreign}.url`, '附件须为本人上传的文件');
  }
  let book: string | undefined;
  if (fields.bookHtml !== undefined) {
    book = sanitizeRichText(fields.bookHtml);
    // Escaping may make markup several times longer; the stored book must stay well under an item's 400 KB.
    if (Buffer.byteLength(book, 'utf8') > BOOK_BYTES) throw fieldError('bookHtml', '需求书内容过大，请精简后再保存');
    const plain = richTextToPlain(book);
    if (plain.length > PROJECT_LIMITS.bookText) throw fieldError('bookHtml', `需求书不能超过${PROJECT_LIMITS.bookText}字`);
    next.summary = plain.slice(0, 2_000);
  }
  return { next, book };
};

/** The steps that move a name's claim when the name changes. */
const nameSteps = (ownerKey: string, projectId: string, before: string | undefined, after: string): Step[] =>
  before === after ? [] : [claimName(ownerKey, after, projectId), ...(before ? [freeName(ownerKey, before, projectId)] : [])];

/**
 * A new draft's item and book, from the demand's fields, for party `party` (its name `publisherName`), written by
 * `createdBy` at `now`: what `project.save` and `project.saveDraft` create, and what the tests' state builders write
 * (test/support/states). `keptAttachments`: a copy's attachments, already the project's.
 */
export const newDemandItem = async (
  draft: { party: PartyRef; publisherName: string; createdBy: string; projectId: string; now: number; keptAttachments?: ProjectItem['attachments'] },
  fields: DemandFields & { name: string },
): Promise<{ next: Omit<ProjectItem, 'pk' | 'sk' | 'rev'>; book: string }> => {
  const { party, projectId, now } = draft;
  const base: Omit<ProjectItem, 'pk' | 'sk' | 'rev'> = {
    projectId,
    ...projectRegistry.start('project'),
    visibility: 'PUBLIC',
    name: fields.name,
    publisherType: party.type,
    publisherId: party.id,
    publisherName: draft.publisherName,
    ownerKey: keyOfParty(party),
    applicantTypes: [],
    phases: [],
    attachments: draft.keptAttachments ?? [],
    budget: 0,
    createdBy: draft.createdBy,
    createTime: now,
    updateTime: now,
  };
  const { next, book } = await applyFields(base, fields, now, draft.createdBy);
  return { next, book: book ?? '' };
};

/** The writes of a new draft besides its item: its name's claim and its book. */
export const newDemandSteps = (item: Pick<ProjectItem, 'ownerKey' | 'projectId' | 'name'>, book: string): Step[] => [...nameSteps(item.ownerKey, item.projectId, undefined, item.name), putBook(item.projectId, book)];

/** A new draft; `keptAttachments`: a copy's attachments, already the project's (a colleague may have uploaded them). */
const create = async (claims: TokenClaims, fields: DemandFields & { name: string }, keptAttachments: ProjectItem['attachments'] = []): Promise<{ projectId: string }> => {
  const party = await actingParty(claims);
  const [profile] = [...(await partyProfiles([party])).values()];
  const { next, book } = await newDemandItem({ party, publisherName: profile?.name ?? '', createdBy: claims.userId, projectId: newId(), now: Date.now(), keptAttachments }, fields);
  await writeProject(undefined, next, newDemandSteps(next, book));
  return { projectId: next.projectId };
};

/** A change of the demand (the `modify` transition): a released one must stay complete and its deadline ahead. */
const change = async (claims: TokenClaims, projectId: string, fields: DemandFields): Promise<ProjectItem> => {
  const { item, roles } = await loadForPartyA(claims, projectId);
  mustDecide(projectRegistry.of('project', item), 'modify', { state: item.state, roles });
  const now = Date.now();
  const { next, book } = await applyFields(item, fields, now, claims.userId);
  if (item.state !== 'DRAFT') {
    const issues = missingFields(next);
    if (issues.length) throw fail('PROJECT_INCOMPLETE', undefined, { issues });
  }
  return writeProject(item, next, [...nameSteps(item.ownerKey, projectId, item.name, next.name), ...(book !== undefined ? [putBook(projectId, book)] : [])]);
};

export const saveDraft = async (claims: TokenClaims, input: z.output<typeof saveDraftInput>): Promise<{ projectId: string }> => {
  const { projectId, ...fields } = input;
  if (!projectId) return create(claims, fields);
  await change(claims, projectId, fields);
  return { projectId };
};

export const saveProject = saveDraft as (claims: TokenClaims, input: z.output<typeof projectInput>) => Promise<{ projectId: string }>;

export const modifyProject = async (claims: TokenClaims, input: z.output<typeof modifyProjectInput>): Promise<ProjectDetail> => {
  const { projectId, ...fields } = input;
  const item = await change(claims, projectId, fields);
  return projectDetail(claims, item, { relation: 'partyA' });
};

/** A demand released at `now` (`release`): its release time, and the mark that its first release was counted. */
export const releasedItem = <T extends Omit<ProjectItem, 'pk' | 'sk' | 'rev'>>(item: T, now: number): T => ({ ...item, state: 'RELEASED', releaseTime: now, updateTime: now, everReleased: true });

export const releaseProject = async (claims: TokenClaims, projectId: string): Promise<ProjectDetail> => {
  const { item, roles } = await loadForPartyA(claims, projectId);
  const now = Date.now();
  const issues = missingFields(item);
  const decision = decide(projectRegistry.of('project', item), 'release', {
    state: item.state,
    roles,
    holds: (guard) => (guard === 'complete' ? issues.length === 0 : guard === 'deadlineAhead' ? (item.applyDeadline ?? 0) > now : true),
  });
  if (!decision.ok) throw fail(decision.error, undefined, decision.error === 'PROJECT_INCOMPLETE' ? { issues } : undefined);
  const next = await writeProject(item, releasedItem(item, now));
  if (!item.everReleased) await countPlatform('projects').catch(() => undefined);
  // The owner's other pages (the center's badge, the lists) follow without a reload.
  await tell([{ party: ownerOf(item), event: 'project', projectId }]);
  return projectDetail(claims, next, { relation: 'partyA' });
};

export const deleteProject = async (claims: TokenClaims, projectId: string): Promise<void> => {
  const { item, roles } = await loadForPartyA(claims, projectId);
  mustDecide(projectRegistry.of('project', item), 'delete', { state: item.state, roles });
  const now = Date.now();
  // Nobody negotiating at the moment of the write: an application accepted meanwhile counted itself on the counters.
  const deleted = await writeProject(item, { ...item, state: 'DELETED', updateTime: now }, [freeName(item.ownerKey, item.name, projectId), nobodyTalking(projectId, () => fail('PROCESS_WRONG_STATE'))]);
  await closeRequests(deleted);
  await closeNegotiations(deleted, '甲方已删除该需求，洽谈已结束');
};

export const renameProject = async (claims: TokenClaims, projectId: string, name: string): Promise<void> => {
  const { item, roles } = await loadForPartyA(claims, projectId);
  mustDecide(projectRegistry.of('project', item), 'rename', { state: item.state, roles });
  if (item.name === name) return;
  await writeProject(item, { ...item, name, updateTime: Date.now() }, nameSteps(item.ownerKey, projectId, item.name, name));
};

/** Whether the owner may use this name (a project being edited may keep its own). */
export const verifyName = async (claims: TokenClaims, name: string, projectId?: string): Promise<{ available: boolean }> => {
  const party = await actingParty(claims);
  const holder = await nameHolder(keyOfParty(party), name);
  return { available: !holder || holder === projectId };
};

/** A new draft from an old project of the owner's: its demand and book, named `<name>（副本）` (numbered if taken). */
export const copyProject = async (claims: TokenClaims, projectId: string): Promise<{ projectId: string }> => {
  const { item } = await loadForPartyA(claims, projectId);
  if (item.state === 'DELETED') throw fail('PROJECT_DELETED');
  const book = await getBook(projectId);
  const ownerKey = item.ownerKey;
  for (let n = 1; n <= 20; n += 1) {
    const suffix = n === 1 ? '（副本）' : `（副本${n}）`;
    const name = `${item.name.slice(0, PROJECT_LIMITS.name - suffix.length)}${suffix}`;
    if (await nameHolder(ownerKey, name)) continue;
    const deadline = item.applyDeadline && item.applyDeadline > Date.now() ? item.applyDeadline : undefined;
    return create(claims, {
      name,
      ...(item.categoryId ? { categoryId: item.categoryId } : {}),
      ...(item.provinceCode ? { provinceCode: item.provinceCode } : {}),
      ...(item.cityCode ? { cityCode: item.cityCode } : {}),
      ...(item.districtCode ? { districtCode: item.districtCode } : {}),
      phases: item.phases,
      ...(deadline ? { applyDeadline: deadline } : {}),
      applicantTypes: item.applicantTypes,
      visibility: item.visibility,
      attachments: item.attachments,
      bookHtml: book,
    }, item.attachments ?? []);
  }
  throw fail('PROJECT_NAME_TAKEN');
};

/** The preview before release (party A, staff read-only). */
export const prerelease = async (claims: TokenClaims, projectId: string): Promise<ProjectDetail> => {
  const { item, standing } = await loadForPartyA(claims, projectId, { staffMayRead: true });
  if (item.state === 'DELETED') throw fail('PROJECT_DELETED');
  return projectDetail(claims, item, { relation: standing === 'lead' ? 'partyA' : 'partyAStaff' });
};

/**
 * A project's details for anyone who may see it: an open public demand for everyone; any other for its own side and
 * for party B of an engagement with it; nobody else learns it exists.
 */
export const projectInfo = async (claims: TokenClaims | undefined, projectId: string): Promise<ProjectDetail> => {
  const item = await getProject(projectId, false);
  if (!item) throw fail('PROJECT_NOT_FOUND');
  const detail = await projectDetail(claims, item);
  if (item.state === 'DELETED') throw fail(detail.relation === 'none' ? 'PROJECT_NOT_FOUND' : 'PROJECT_DELETED');
  if (detail.relation === 'none' && !isPublic(item)) throw fail('PROJECT_NOT_FOUND');
  return detail;
};

/**
 * One more view of a public demand (the public details page counts them): one per viewer — a person, or a visitor's
 * address — per demand and hour, so reloading or a script calling it does not inflate the figure. Its own side's views
 * are not counted. Answers the figure either way.
 */
export const browseProject = async (claims: TokenClaims | undefined, sourceIp: string, projectId: string): Promise<{ browseNum: number }> => {
  const item = await getProject(projectId, false);
  if (!item || !isPublic(item)) throw fail('PROJECT_NOT_FOUND');
  const own = claims && keyOfParty(partyOf(claims)) === item.ownerKey;
  const viewer = claims ? `u:${claims.userId}` : `a:${addressKey(sourceIp)}`;
  const counted = !own && (await takeRate('browse', `${projectId}:${viewer}`, BROWSE_ONCE)) === undefined;
  return { browseNum: counted ? await addBrowse(projectId) : (await getCounts(projectId)).browseNum ?? 0 };
};

const BROWSE_ONCE = { count: 1, seconds: 3600 };

/** The owner's projects in one bucket (the project center's 已发布的项目, 选择旧项目), latest change first. */
export const myProjects = async (claims: TokenClaims, input: z.output<typeof myProjectsInput>) => {
  const party = await viewingParty(claims);
  const page = await pageOf<ProjectItem>('gsi1', partyList(keyOfParty(party), 'PROJ'), input.bucket === 'ALL' ? '' : `${input.bucket}#`, input.current, input.size);
  const profiles = await partyProfiles([party]);
  return pageAnswer(page.items.map((item) => projectCard(item, profiles)), page.total, input.current, input.size);
};

export { isOpen, ownerOf, type PartyRef };

/** Withdraws a released demand (`withdraw`): its negotiations and pending requests end with it. */
export const withdrawProject = async (claims: TokenClaims, projectId: string): Promise<ProjectDetail> => {
  const { item, roles } = await loadForPartyA(claims, projectId);
  const transition = mustDecide(projectRegistry.of('project', item), 'withdraw', { state: item.state, roles });
  const next = await writeProject(item, { ...item, state: transition.to ?? item.state, updateTime: Date.now() });
  await closeNegotiations(next, '甲方已撤回该需求，洽谈已结束');
  await closeRequests(next);
  await tell([{ party: ownerOf(item), event: 'project', projectId }]);
  return projectDetail(claims, next, { relation: 'partyA' });
};

