/** Project categories (docs/projects.md "Categories"): the platform's tree, each party's own, and the ones a party follows. */
import { PROJECT_LIMITS } from '../../shared/limits.js';
import type { Category } from '../../shared/schemas/content.js';
import type { CustomCategory, ProjectCategories, SelectableCategory } from '../../shared/schemas/project.js';
import { platformCategories } from '../content/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { keyOfParty } from './model.js';
import { actingParty, viewingParty } from './parties.js';
import { customCategoriesOf, deleteCustomCategory, getCustomCategory, getSelectedCategories, putCustomCategory, putSelectedCategories } from './store.js';

const live = async (ownerKey: string): Promise<CustomCategory[]> =>
  (await customCategoriesOf(ownerKey)).filter((c) => !c.deleted).map((c) => ({ id: c.id, name: c.name, createTime: c.createTime }));

export const projectCategories = async (claims: TokenClaims): Promise<ProjectCategories> => {
  const party = await viewingParty(claims);
  const [platform, custom] = await Promise.all([platformCategories(), live(keyOfParty(party))]);
  return { platform, custom };
};

export const orgCategories = async (claims: TokenClaims): Promise<CustomCategory[]> => live(keyOfParty(await viewingParty(claims)));

export const addCategory = async (claims: TokenClaims, name: string): Promise<CustomCategory> => {
  const ownerKey = keyOfParty(await actingParty(claims));
  const category = { id: `c${newId()}`, name, createTime: Date.now() };
  await putCustomCategory({ ownerKey, ...category }, PROJECT_LIMITS.customCategories);
  return category;
};

export const deleteCategory = async (claims: TokenClaims, id: string): Promise<void> => {
  const ownerKey = keyOfParty(await actingParty(claims));
  const category = await getCustomCategory(ownerKey, id);
  if (!category || category.deleted) throw fail('CATEGORY_NOT_FOUND');
  await deleteCustomCategory(ownerKey, category);
};

const flatten = (tree: Category[], parentId?: string): { id: string; name: string; parentId?: string }[] =>
  tree.flatMap((c) => [{ id: c.id, name: c.name, ...(parentId ? { parentId } : {}) }, ...flatten(c.children ?? [], c.id)]);

export const selectableCategories = async (claims: TokenClaims): Promise<SelectableCategory[]> => {
  const party = await viewingParty(claims);
  const [tree, selected] = await Promise.all([platformCategories(), getSelectedCategories(keyOfParty(party))]);
  return flatten(tree).map((c) => ({ ...c, selected: selected.includes(c.id) }));
};

export const selectedCategories = async (claims: TokenClaims): Promise<SelectableCategory[]> => (await selectableCategories(claims)).filter((c) => c.selected);

export const selectCategories = async (claims: TokenClaims, ids: string[]): Promise<void> => {
  const party = await viewingParty(claims);
  const known = new Set(flatten(await platformCategories()).map((c) => c.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw fieldError('categoryIds', '分类不存在');
  await putSelectedCategories(keyOfParty(party), [...new Set(ids)]);
};
