/**
 * The categories a demand may have (`all-user-project-categorys`: the platform's tree and the acting party's own)
 * and adding one of the party's own (`user-custom-project-category`, at most 20, names unique).
 */
import useSWR, { useSWRConfig } from 'swr';
import { PROJECT_ERRORS } from '../../../../../shared/errors/project.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { CustomCategory, ProjectCategories } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const listRoute = projectRoute('project.categories');
const addRoute = projectRoute('project.addCategory');

export type CategoriesKey = readonly [path: string];
const KEY: CategoriesKey = [listRoute.path];

export const getCategories = (): Promise<ProjectCategories> => callRoute(listRoute, {});

export const useProjectCategories = () => useSWR<ProjectCategories, HttpError, CategoriesKey>(KEY, getCategories);

/** The refusals the add dialog shows under its field. */
export const ADD_CATEGORY_REFUSALS: readonly number[] = [400, PROJECT_ERRORS.CATEGORY_NAME_TAKEN.code, PROJECT_ERRORS.CUSTOM_CATEGORIES_FULL.code];

/** Adds a category of the party's own and puts it into the list in view. */
export const useAddCategory = () => {
  const { mutate } = useSWRConfig();
  return async (name: string): Promise<CustomCategory> => {
    const added = await callRoute(addRoute, { name }, { handledCodes: ADD_CATEGORY_REFUSALS });
    await mutate<ProjectCategories>(KEY, (list) => (list ? { ...list, custom: [...list.custom.filter((c) => c.id !== added.id), added] } : list), { revalidate: true });
    return added;
  };
};
