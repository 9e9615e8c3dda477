/**
 * Discovery search figures on the local cloud (docs/search.md "Resumes: 人才 and 单位"), beside the projects' and the
 * goods': TALENT_DOCS people's resumes and UNIT_DOCS teams' and companies' (skills, jobs, tags, products composed from a
 * fixed vocabulary with a seeded generator, so every run indexes the same texts), each with its owner beside it as the
 * indexer reads it, written into fresh talent and unit indices through the indexer's own write (`writeStates`), then
 * typical searches of the 人才 and 单位 tabs run as `search.talent` and `search.units` run them, each DISCOVERY_QUERY_RUNS
 * times one at a time after a warm-up: p50 and p99 (./search-kind.ts).
 */
import type { CloudInfo } from '../support/cloud-info.js';
import { benchSearchKind, seeded, type KindFigures, type TypicalQuery } from './search-kind.js';

export const TALENT_DOCS = 10_000;
export const UNIT_DOCS = 5_000;
const BULK_SIZE = 500;
export const DISCOVERY_QUERY_RUNS = 30;

const SKILLS = ['小程序开发', '前端开发', 'React', 'Java', 'Python', '数据分析', 'UI设计', '平面设计', '室内设计', '视频剪辑', '日语翻译', '嵌入式开发', '财务会计', '法律咨询', '文案策划', '新媒体运营', '3D建模', '测试工程', '产品经理', '项目管理'];
const POSITIONS = ['工程师', '设计师', '分析师', '经理', '顾问', '专员'];
const CITIES = ['杭州', '深圳', '上海', '北京', '成都', '武汉', '南京', '广州'];
const PROVINCES = [['330000', '330100'], ['440000', '440300'], ['310000', '310100'], ['110000', '110100'], ['510000', '510100'], ['420000', '420100'], ['320000', '320100'], ['440000', '440100']] as const;
const CAPABILITIES = ['软件开发', '系统集成', '小程序开发', '品牌设计', '包装设计', '数据分析', '大数据平台', '物联网', '传感器', '机械加工', 'CNC加工', '室内设计', '装修施工', '数据标注', '法律咨询', '知识产权', '视频拍摄', '直播运营', '翻译', '人工智能'];
const PRODUCTS = ['协同办公平台', '智慧门店SaaS', '温湿度传感器', '智能网关', '精密轴承座', '不锈钢钣金件', 'BI平台', '品牌全案服务'];

export const TALENT_QUERIES: TypicalQuery[] = [
  { label: '人才 · 小程序开发', request: { keywords: '小程序开发' } },
  { label: '人才 · 数据分析 + 浙江', request: { keywords: '数据分析', filters: { province: '330000' } } },
  { label: '人才 · 设计师 杭州', request: { keywords: '设计师 杭州' } },
  { label: '人才 · （无关键词）标签 React + Python', request: { filters: { tag0: 'React', tag1: 'Python' } } },
  { label: '人才 · （无关键词）履历最丰富', request: { sort: 'record' } },
  { label: '人才 · 前端开发 第 3 页', request: { keywords: '前端开发', current: 3 } },
];

export const UNIT_QUERIES: TypicalQuery[] = [
  { label: '单位 · 系统集成', request: { keywords: '系统集成' } },
  { label: '单位 · 传感器 企业 + 广东', request: { keywords: '传感器', filters: { type: 'COMPANY', province: '440000' } } },
  { label: '单位 · 品牌设计 团队', request: { keywords: '品牌设计', filters: { type: 'TEAM' } } },
  { label: '单位 · （无关键词）100-499人 + 最受关注', request: { filters: { type: 'COMPANY', scale: 'L' }, sort: 'popular' } },
  { label: '单位 · （无关键词）最新', request: { sort: 'newest' } },
];

export interface DiscoverySearchFigures {
  talent: KindFigures;
  unit: KindFigures;
}

export const discoverySearchFigures = async (cloud: CloudInfo): Promise<DiscoverySearchFigures> => {
  Object.assign(process.env, cloud.env);
  const search = await import('../../functions/lib/search/index.js');
  const { talentSearch, unitSearch } = await import('../../functions/search/resume-kind.js');
  type Spec = Parameters<typeof search.writeStates>[0];
  const random = seeded(31);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const some = <T>(list: readonly T[], n: number): T[] => [...new Set(Array.from({ length: n }, () => pick(list)))];
  const now = Date.now();
  const person = (i: number) => {
    const id = `benchp${String(i).padStart(6, '0')}`;
    const pk = `USER#${id}`;
    const [provinceCode, cityCode] = pick(PROVINCES);
    const skills = some(SKILLS, 1 + Math.floor(random() * 5));
    const jobs = Array.from({ length: Math.floor(random() * 4) }, (_, j) => ({ company: `${pick(CITIES)}${pick(['云启', '极光', '数智', '星火', '意匠'])}科技`, position: `${pick(skills).slice(0, 2)}${pick(POSITIONS)}`, start: `20${10 + j}-0${1 + j}`, description: `负责${pick(SKILLS)}与${pick(SKILLS)}相关工作` }));
    return {
      pk, sk: 'RESUME', ...search.kindKeys('talent', pk), kind: 'PERSONAGE', ownerId: id, rev: 1, updateTime: now - Math.floor(random() * 90 * 86_400_000),
      sections: { skills, work: jobs, projects: [], education: [], certificates: [], pictures: [], files: [], provinceCode, cityCode },
      owner: { status: 'NORMAL', nickname: `用户${i}`, headPortrait: '/files/avatar/x.png', sex: i % 2 ? '男' : '女' },
    };
  };
  const unit = (i: number) => {
    const kind = i % 3 === 0 ? 'TEAM' : 'COMPANY';
    const id = `benchu${String(i).padStart(6, '0')}`;
    const pk = `RESUME#${kind}#${id}`;
    const tags = some(CAPABILITIES, 2 + Math.floor(random() * 4));
    const city = pick(CITIES);
    const sections =
      kind === 'TEAM'
        ? { introduction: `专注${tags.join('、')}的团队`, tags, works: some(PRODUCTS, 2).map((name) => ({ name })) }
        : { tags, advantages: `多年${tags[0]}经验，服务${pick(CITIES)}客户`, address: `${city}市某区某路 ${i} 号`, staff: { doctor: 0, master: Math.floor(random() * 20), bachelor: Math.floor(random() * 400), college: 0, other: 0 }, products: some(PRODUCTS, 3).map((name) => ({ name })), qualifications: [{ name: 'ISO9001质量管理体系认证' }] };
    return { pk, sk: 'RESUME', ...search.kindKeys('unit', pk), kind, ownerId: id, rev: 1, browseNum: Math.floor(random() * 500), updateTime: now - Math.floor(random() * 90 * 86_400_000), sections, owner: { type: kind, status: 'ACTIVE', name: `${city}${pick(['云启', '极光', '数智', '星火', '意匠'])}${kind === 'TEAM' ? '工作室' : '有限公司'}${i}` } };
  };
  const base = { current: 1, size: 12 };
  const talent = await benchSearchKind({ spec: talentSearch as unknown as Spec, docs: Array.from({ length: TALENT_DOCS }, (_, i) => person(i)), bulkSize: BULK_SIZE, queries: TALENT_QUERIES, base, runs: DISCOVERY_QUERY_RUNS });
  const unitFigures = await benchSearchKind({ spec: unitSearch as unknown as Spec, docs: Array.from({ length: UNIT_DOCS }, (_, i) => unit(i)), bulkSize: BULK_SIZE, queries: UNIT_QUERIES, base, runs: DISCOVERY_QUERY_RUNS });
  return { talent, unit: unitFigures };
};
