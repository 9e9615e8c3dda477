/**
 * The home page's content (spec §7.1 homeManage, category/query) and the service phone (§7.2 get-tel): single
 * content items read with one GetItem each, and the platform figures from their counters.
 */
import type { Banner, BottomList, Category, LoginData, PictureList } from '../../shared/schemas/content.js';
import { platformCounts } from '../lib/store/counters.js';
import { contentField as read } from './store.js';

/** The site item: the service phone and the footer. */
export interface SiteContent extends BottomList {
  servicePhone: string;
}

export const banners = (): Promise<Banner[]> => read('BANNERS', 'items', []);

export const pictureLists = (): Promise<PictureList[]> => read('PICTURES', 'lists', []);

export const categories = (): Promise<Category[]> => read('CATEGORIES', 'tree', []);

const site = (): Promise<SiteContent> => read('SITE', 'site', { servicePhone: '', copyright: '', filings: [], groups: [] });

export const bottomList = async (): Promise<BottomList> => {
  const { groups, copyright, filings } = await site();
  return { groups, copyright, filings };
};

export const servicePhone = async (): Promise<string> => (await site()).servicePhone;

export const loginData = async (): Promise<LoginData> => {
  const counts = await platformCounts();
  return { userNum: counts.users, companyNum: counts.companies, teamNum: counts.teams, projectNum: counts.projects, goodsNum: counts.goods };
};
