/**
 * Team invitations (docs/conventions.md: members join a team by accepting an invitation): the administrator invites
 * people, each gets an INVITE_FRIENDS_JOIN_TEAM card in chat (INVITE_FRIENDS_RECOVER_TEAM for a former member), and
 * answers it with `user-team/join`.
 */
import { flag, input, ulid } from '../validation/zod.js';

/** How long an invitation can be accepted (spec §3: an expired one shows as invalid). */
export const TEAM_INVITE_DAYS = 7;

export const teamInviteInput = input({
  userIds: ulid('被邀请人').array().min(1, '请选择联系人').max(50, '一次最多邀请50人'),
});
export const teamRecordInput = input({ id: ulid('邀请记录') });
export const teamJoinInput = input({ teamRecordId: ulid('邀请记录'), pass: flag('是否同意') });

/** spec §3 "Team invite record": the card's detail as the invited person sees it. */
export interface TeamInviteRecord {
  id: string;
  name: string;
  info: {
    teamName: string;
    headPortrait: string;
    createTime: number;
    total: number;
    administrator: string;
    /** null pending, true agreed, false refused. */
    status: boolean | null;
    /** Past its time, or the team is gone: shown as invalid, without buttons. */
    expire: boolean;
    /** An invitation to a former member to come back (INVITE_FRIENDS_RECOVER_TEAM). */
    recover: boolean;
    /** What is joined: a team, or a company's staff (INVITE_JOIN_COMPANY). */
    orgType: 'TEAM' | 'COMPANY';
  };
}
