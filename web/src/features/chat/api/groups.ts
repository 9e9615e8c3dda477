/**
 * Groups (spec §7.4; shared/routes/chat-groups.ts with the shapes of shared/schemas/chat-groups.ts). Every call
 * is silent: spec §8 says chat screens ignore non-200 codes (a 401 still ends the session); screens that must
 * explain a refusal show the error's msg themselves.
 */
import { chatGroupRoute } from '../../../../../shared/routes/chat-groups.js';
import useSWR from 'swr';
import { callRoute } from '../../../api/route-call.js';
import type { GroupDetail, GroupMember, GroupRequest, GroupSummary, GroupToJoin, MyGroup } from '../model/types.js';

const SILENT = { silent: true } as const;

export const GROUPS_KEY = 'chat:groups';
export const GROUP_REQUESTS_KEY = 'chat:group-requests';
/** Reads of one group: its detail (`[GROUP_KEY, groupId]`) and its members (`[GROUP_MEMBERS_KEY, groupId]`). */
export const GROUP_KEY = 'chat:group';
export const GROUP_MEMBERS_KEY = 'chat:members';
/**
 * A group looked up by its number: the search's list (`[FIND_GROUP_KEY, 'list', mode, number]`) and the apply
 * screen's one group (`[FIND_GROUP_KEY, 'join', number]`), two answers of different shapes under two keys.
 */
export const FIND_GROUP_KEY = 'chat:find-group';

/** A search answers whether one has joined since: it is asked again on every visit, never served from the cache. */
const FRESH_SEARCH = { dedupingInterval: 0, revalidateOnMount: true } as const;

/** Answers the new group's id. */
export const createGroup = (userIds: readonly string[]): Promise<string> => callRoute(chatGroupRoute('chat.createGroup'), { userIds: [...userIds] }, SILENT);

export const listGroups = (searchName?: string): Promise<MyGroup[]> => callRoute(chatGroupRoute('chat.groupList'), { searchName }, SILENT);

/** The caller's groups (the groups tab). */
export const useGroups = () => useSWR(GROUPS_KEY, () => listGroups());

export const getGroupDetail = (groupId: string): Promise<GroupDetail> => callRoute(chatGroupRoute('chat.groupDetail'), { groupId }, SILENT);

export const listGroupMembers = (groupId: string): Promise<GroupMember[]> => callRoute(chatGroupRoute('chat.groupMembers'), { id: groupId }, SILENT);

/** A group's detail, read while a group is named. */
export const useGroupDetail = (groupId: string | undefined) => useSWR(groupId ? ([GROUP_KEY, groupId] as const) : null, ([, id]) => getGroupDetail(id));

/** A group's members, read while a group is named. */
export const useGroupMembers = (groupId: string | undefined) => useSWR(groupId ? ([GROUP_MEMBERS_KEY, groupId] as const) : null, ([, id]) => listGroupMembers(id));

export const renameGroup = (groupId: string, name: string): Promise<null> => callRoute(chatGroupRoute('chat.groupEdit'), { groupId, name }, SILENT);

export const changeMembers = (groupId: string, add: boolean, userIds: readonly string[]): Promise<null> =>
  callRoute(chatGroupRoute('chat.groupEdit'), { groupId, add, userIds: [...userIds] }, SILENT);

export const dissolveGroup = (groupId: string): Promise<null> => callRoute(chatGroupRoute('chat.groupDissolve'), { id: groupId }, SILENT);

export const exitGroup = (groupId: string): Promise<null> => callRoute(chatGroupRoute('chat.exitGroup'), { groupId }, SILENT);

export const stickGroup = (groupId: string, stick: boolean): Promise<null> => callRoute(chatGroupRoute('chat.groupStick'), { groupId, stick }, SILENT);

/** The group with this number, as a list of at most one (none when there is no such group). */
export const findGroup = async (number: string): Promise<GroupSummary[]> => {
  const group = await callRoute(chatGroupRoute('chat.findGroup'), { number }, SILENT);
  return group ? [group] : [];
};

/**
 * The group with this number as the apply screen shows it. The server answers `null` when there is none (the
 * route's declared output); this function keeps its old type, which the screens rely on, and passes it on as is.
 */
export const findGroupToJoin = async (number: string): Promise<GroupToJoin> =>
  (await callRoute(chatGroupRoute('chat.findGroupAdd'), { number }, SILENT)) as GroupToJoin;

/** The groups a search by number finds (/searchQun: any group; /searchAddQun: as the apply screen shows it), while a number is typed. */
export const useFoundGroups = (mode: 'find' | 'join', number: string) =>
  useSWR(
    number ? ([FIND_GROUP_KEY, 'list', mode, number] as const) : null,
    async ([, , how, wanted]): Promise<GroupSummary[]> => (how === 'join' ? [await findGroupToJoin(wanted)] : findGroup(wanted)),
    FRESH_SEARCH,
  );

/** The group with this number as the apply screen shows it (/applyQun), while a number is named. */
export const useGroupToJoin = (number: string) => useSWR(number ? ([FIND_GROUP_KEY, 'join', number] as const) : null, ([, , wanted]) => findGroupToJoin(wanted), FRESH_SEARCH);

export const applyToGroup = (groupId: string, description: string): Promise<null> => callRoute(chatGroupRoute('chat.groupApply'), { groupId, description }, SILENT);

export const listGroupRequests = (): Promise<GroupRequest[]> => callRoute(chatGroupRoute('chat.groupApplyList'), {}, SILENT);

/** The requests to join the caller's groups (and the caller's own). */
export const useGroupRequests = () => useSWR(GROUP_REQUESTS_KEY, listGroupRequests);

export const auditGroupRequest = (groupRequestId: string, pass: boolean): Promise<null> =>
  callRoute(chatGroupRoute('chat.groupApplyAudit'), { groupRequestId, pass }, SILENT);

export const replyGroupRequest = (id: string, content: string): Promise<null> => callRoute(chatGroupRoute('chat.replyGroup'), { id, content }, SILENT);

/** The owner hands the group to another member (spec §7.4 group-turnover). */
export const handOverGroup = (groupId: string, userId: string): Promise<null> => callRoute(chatGroupRoute('chat.groupTurnover'), { groupId, userId }, SILENT);

/** The caller's own name for the group; empty clears it. */
export const setGroupRemark = (groupId: string, remark: string): Promise<null> => callRoute(chatGroupRoute('chat.groupRemark'), { groupId, remark }, SILENT);
