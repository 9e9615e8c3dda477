/** The groups part of the messenger's HTTP routes (shared/routes/chat-groups.ts), each bound to its service. */
import { chatGroupRoutes } from '../../../shared/routes/chat-groups.js';
import { routeIn } from '../../../shared/routes/types.js';
import { authOf, bind, type Binding } from '../../lib/http/unit-handler.js';
import { applyToGroup, auditGroupRequest, groupRequestCount, groupRequestList, replyToGroupRequest } from './requests.js';
import {
  createGroup,
  dissolveGroup,
  editMembers,
  exitGroup,
  findGroup,
  findGroupToJoin,
  groupDetail,
  groupList,
  groupMembers,
  renameGroup,
  setGroupRemark,
  stickGroup,
  turnoverGroup,
} from './service.js';

const r = <const I extends (typeof chatGroupRoutes)[number]['id']>(id: I) => routeIn(chatGroupRoutes, id);
const me = (ctx: Parameters<typeof authOf>[0]) => authOf(ctx).userId;

export const groupBindings: Binding[] = [
  bind(r('chat.createGroup'), (input, ctx) => createGroup(me(ctx), input.userIds)),
  bind(r('chat.groupList'), (input, ctx) => groupList(me(ctx), input.searchName)),
  bind(r('chat.groupDetail'), (input, ctx) => groupDetail(me(ctx), input.groupId)),
  bind(r('chat.groupMembers'), (input, ctx) => groupMembers(me(ctx), input.id)),
  bind(r('chat.groupEdit'), (input, ctx) =>
    input.name !== undefined ? renameGroup(me(ctx), input.groupId, input.name) : editMembers(me(ctx), input.groupId, input.add === true, input.userIds ?? []),
  ),
  bind(r('chat.groupDissolve'), (input, ctx) => dissolveGroup(me(ctx), input.id)),
  bind(r('chat.exitGroup'), (input, ctx) => exitGroup(me(ctx), input.groupId)),
  bind(r('chat.groupTurnover'), (input, ctx) => turnoverGroup(me(ctx), input.groupId, input.userId)),
  bind(r('chat.groupRemark'), (input, ctx) => setGroupRemark(me(ctx), input.groupId, input.remark)),
  bind(r('chat.groupStick'), (input, ctx) => stickGroup(me(ctx), input.groupId, input.stick)),
  bind(r('chat.findGroup'), (input, ctx) => findGroup(me(ctx), input.number)),
  bind(r('chat.findGroupAdd'), (input, ctx) => findGroupToJoin(me(ctx), input.number)),
  bind(r('chat.groupApply'), (input, ctx) => applyToGroup(me(ctx), input.groupId, input.description)),
  bind(r('chat.groupApplyList'), (_input, ctx) => groupRequestList(me(ctx))),
  bind(r('chat.groupApplyAudit'), (input, ctx) => auditGroupRequest(me(ctx), input.groupRequestId, input.pass)),
  bind(r('chat.replyGroup'), (input, ctx) => replyToGroupRequest(me(ctx), input.id, input.content)),
  bind(r('chat.groupCount'), (_input, ctx) => groupRequestCount(me(ctx))),
];
