/**
 * Projects I, categories (docs/projects.md): what a demand's category may be — the platform's tree and the owner's
 * own categories — and the platform categories a person follows.
 */
import { array } from 'zod';
import { PROJECT_LIMITS } from '../limits.js';
import { id, input } from '../validation/zod.js';
import type { Category } from './content.js';
import { visibleName } from './project-common.js';

const L = PROJECT_LIMITS;

export interface CustomCategory {
  id: string;
  name: string;
  createTime: number;
}

/** What a demand's category may be: the platform's tree and the owner's own categories. */
export interface ProjectCategories {
  platform: Category[];
  custom: CustomCategory[];
}

/** One platform category a person may follow, with whether they do. */
export interface SelectableCategory {
  id: string;
  name: string;
  parentId?: string;
  selected: boolean;
}

export const customCategoryInput = input({ name: visibleName('分类名称', L.categoryName) });
export const categoryIdInput = input({ id: id('分类') });
export const selectCategoriesInput = input({
  categoryIds: array(id('分类'), { error: '请选择分类' }).max(L.selectedCategories, `最多选择${L.selectedCategories}个关注分类`),
});
