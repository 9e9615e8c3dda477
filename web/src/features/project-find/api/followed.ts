/**
 * The categories a person follows (我关注的分类, at most PROJECT_LIMITS.selectedCategories): the workbench's
 * find-project list shows them unless another category is chosen. `select-categories` reads them,
 * `all-select-category` lists every platform category with whether it is followed, `user-select-category` replaces
 * the choice.
 */
import useSWR, { useSWRConfig } from 'swr';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { SelectableCategory } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const selectedRoute = projectRoute('project.selectedCategories');
const selectableRoute = projectRoute('project.selectableCategories');
const selectRoute = projectRoute('project.selectCategories');

export const FOLLOWED_KEY = 'project-find:followed';
const SELECTABLE_KEY = 'project-find:selectable';

/** The followed categories (asked only when `enabled`: a person on the workbench). */
export const useFollowedCategories = (enabled: boolean) =>
  useSWR<SelectableCategory[], HttpError, string | null>(enabled ? FOLLOWED_KEY : null, () => callRoute(selectedRoute, {}, { silent: true }), { revalidateOnFocus: false });

/** Every category that may be followed, for the dialog (asked when it opens). */
export const useSelectableCategories = (enabled: boolean) =>
  useSWR<SelectableCategory[], HttpError, string | null>(enabled ? SELECTABLE_KEY : null, () => callRoute(selectableRoute, {}), { revalidateOnMount: true, dedupingInterval: 0 });

/** The refusals the dialog shows under its list. */
export const FOLLOW_REFUSALS: readonly number[] = [400, PROJECT_ERRORS.SELECTED_CATEGORIES_FULL.code];

/** Saves the followed categories (the whole choice) and reloads both lists. */
export const useSaveFollowed = () => {
  const { mutate } = useSWRConfig();
  return async (categoryIds: string[]): Promise<void> => {
    await callRoute(selectRoute, { categoryIds }, { handledCodes: FOLLOW_REFUSALS });
    await Promise.all([mutate(FOLLOWED_KEY), mutate(SELECTABLE_KEY)]);
  };
};
