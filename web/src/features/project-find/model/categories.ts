/**
 * The platform's category tree (content.categories, POST category/query) as the finder uses it: a category's name,
 * and the categories a choice covers. A project carries one category (usually a leaf), and the search filters by
 * one id exactly, so choosing a parent (信息技术) covers the parent and every category below it, and the workbench's
 * followed categories cover each of them: the finder asks for each covered id (model/merge.ts).
 */
import type { Category } from '../../../../../shared/schemas/content.js';

/** Every category of the tree, depth first, with its depth (0 for a top category). */
export const flattenCategories = (tree: readonly Category[], depth = 0): { category: Category; depth: number }[] =>
  tree.flatMap((category) => [{ category, depth }, ...flattenCategories(category.children ?? [], depth + 1)]);

const find = (tree: readonly Category[], id: string): Category | undefined => flattenCategories(tree).find(({ category }) => category.id === id)?.category;

export const categoryName = (tree: readonly Category[] | undefined, id: string): string | undefined => (tree ? find(tree, id)?.name : undefined);

/** The ids a choice of categories covers: each one and everything below it, each id once, in order. */
export const coveredCategoryIds = (tree: readonly Category[] | undefined, ids: readonly string[]): string[] => {
  const covered = new Set<string>();
  for (const id of ids) {
    const category = tree ? find(tree, id) : undefined;
    if (!category) covered.add(id);
    else for (const { category: below } of flattenCategories([category])) covered.add(below.id);
  }
  return [...covered];
};
