/**
 * `projects/released`: the acting party's projects in one bucket (草稿 for the drafts to continue, ALL for 选择旧项目),
 * latest change first; refreshed when a project push arrives (hooks/use-project-pushes.ts).
 */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { PROJECT_LIMITS } from '../../../../../shared/limits.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { ProjectBucket, ProjectCard } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const route = projectRoute('project.mine');

export interface MyProjectsQuery {
  bucket: ProjectBucket;
  current: number;
}

export type MyProjectsKey = readonly [path: string, query: MyProjectsQuery];

export const getMyProjects = ([, query]: MyProjectsKey): Promise<Page<ProjectCard>> => callRoute(route, { ...query, size: PROJECT_LIMITS.pageSize });

export const useMyProjects = (query: MyProjectsQuery) =>
  useSWR<Page<ProjectCard>, HttpError, MyProjectsKey>([route.path, query], getMyProjects, { keepPreviousData: true, revalidateOnMount: true, dedupingInterval: 0 });

/** Whether an SWR key is one of these lists. */
export const isMyProjectsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === route.path;
