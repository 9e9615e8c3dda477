/** 待办事项 (spec §7.1): the list, and marking an entry read, dealt with (已处理) or hidden. */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { BacklogItem } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';
import { centerKey } from './keys.js';

const list = projectRoute('project.backlog');

export const useBacklog = (todo: boolean, current: number) =>
  useSWR<Page<BacklogItem>, HttpError>(centerKey('backlog', { todo, current }), () => callRoute(list, { current, ...(todo ? { todo: true } : {}) }));

export const readBacklog = (id: string): Promise<null> => callRoute(projectRoute('project.backlogRead'), { id }, { silent: true });
export const clearBacklog = (id: string): Promise<null> => callRoute(projectRoute('project.backlogClear'), { id });
export const hideBacklog = (id: string): Promise<null> => callRoute(projectRoute('project.backlogHide'), { id });
