/** Invitations and applications (`project.requests`, `project.request`, `project.answerRequest`). */
import useSWR from 'swr';
import type { Page } from '../../../../../shared/envelope.js';
import { PAGE_GONE_CODES } from '../../../../../shared/errors/core.js';
import { projectRoute } from '../../../../../shared/routes/project.js';
import type { RequestBox, RequestCard } from '../../../../../shared/schemas/project.js';
import type { HttpError } from '../../../api/http-error.js';
import type { RequestOptions } from '../../../api/http.js';
import { callRoute } from '../../../api/route-call.js';
import { centerKey } from './keys.js';

const list = projectRoute('project.requests');
const one = projectRoute('project.request');
const answer = projectRoute('project.answerRequest');

export const useRequests = (box: RequestBox, current: number) =>
  useSWR<Page<RequestCard>, HttpError>(centerKey('requests', { box, current }), () => callRoute(list, { box, current }));

export const requestKey = (id: string) => centerKey('request', { id });

export const useRequest = (id: string | null) =>
  useSWR<RequestCard, HttpError>(id ? requestKey(id) : null, () => callRoute(one, { id: id ?? '' }));

export interface AnswerInput {
  id: string;
  action: string;
  reason?: string;
}

/**
 * Answers a request with one of its card's actions. `inList`: a list shows the page-gone codes (an invitation
 * expired meanwhile, 102010) itself and stays, refreshed, where a details page is closed by the HTTP helper.
 */
export const answerRequest = (input: AnswerInput, { inList = false }: { inList?: boolean } = {}): Promise<RequestCard> => {
  const options: RequestOptions = inList ? { handledCodes: PAGE_GONE_CODES } : {};
  return callRoute(answer, { id: input.id, action: input.action, ...(input.reason ? { reason: input.reason } : {}) }, options);
};
