/**
 * 团队设置 (/team/teamSetting, issue 31): a team's name, avatar and introduction as its members read them, and the
 * administrator's change of the name and avatar. Renaming moves the name's unique claim in the same transaction as the
 * team (two teams never hold one name; the old one is free at once) and sets the project domain's timer that makes the
 * copies of the name follow (shared/process/org-name.ts; docs/decisions.md "Team settings: renaming and dissolving a team"); nothing loops over
 * members or demands in the request. Dissolving the team is the account's `unsubscribe-teamCom-account`.
 */
import { ORG_RENAMED_TIMER } from '../../shared/process/org-name.js';
import { SELLER_RENAMED_TIMER, sellerTimerPartition } from '../../shared/process/seller-name.js';
import type { TeamResumeSections } from '../../shared/schemas/resume.js';
import type { SaveTeamSettingInput, TeamSetting } from '../../shared/schemas/team-setting.js';
import { currentOrg, isNameTaken, orgKey, renameOrgItems, type OrgItem } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, notYoursField } from '../lib/errors.js';
import { isOwnOpaqueUpload } from '../lib/s3/upload-owner.js';
import { transact } from '../lib/store/client.js';
import { setTimer } from '../lib/timers/store.js';
import { getResume } from './resume-store.js';
import { requireTeamMember } from './service.js';

const settingOf = (org: OrgItem, admin: boolean, introduction = ''): TeamSetting => ({
  teamId: org.orgId,
  teamName: org.name,
  headPortrait: org.headPortrait ?? '',
  createTime: org.createTime,
  admin,
  introduction,
});

/** The session's team, read by any of its active members (anyone else: 403 您不是该团队的成员). */
export const teamSetting = async (claims: TokenClaims): Promise<TeamSetting> => {
  const { orgId, member } = await requireTeamMember(claims);
  const [org, resume] = await Promise.all([currentOrg(orgId), getResume<TeamResumeSections>('TEAM', orgId)]);
  if (!org || org.status !== 'ACTIVE') throw fail('ORG_CANCELLED');
  return settingOf(org, member.role === 'ADMIN', resume?.sections.introduction);
};

/**
 * The administrator changes the team's name (unique among teams, as at creation) and avatar (one they uploaded as an
 * avatar, or the team's own unchanged). Another member is refused (103021); a name another team holds, 103005; the team
 * renamed or dissolved meanwhile, 100002 / 103010.
 */
export const saveTeamSetting = async (claims: TokenClaims, input: SaveTeamSettingInput): Promise<TeamSetting> => {
  const { orgId, member } = await requireTeamMember(claims);
  if (member.role !== 'ADMIN') throw fail('TEAM_SETTING_ADMIN_ONLY');
  const org = await currentOrg(orgId);
  if (!org || org.status !== 'ACTIVE') throw fail('ORG_CANCELLED');
  const avatar = input.headPortrait !== undefined && input.headPortrait !== org.headPortrait ? input.headPortrait : undefined;
  if (avatar !== undefined && !(await isOwnOpaqueUpload(avatar, 'avatar', claims.userId))) throw notYoursField('headPortrait', '团队头像地址不正确，请重新上传');
  const renamed = input.teamName !== org.name;
  if (renamed && (await isNameTaken('TEAM', input.teamName))) throw fail('NAME_TAKEN', '该团队名称已被使用');
  if (renamed || avatar !== undefined) {
    const now = Date.now();
    await transact(
      [
        ...renameOrgItems({ orgId, type: 'TEAM' }, org.name, input.teamName, avatar, now),
        // The copies of the name follow at the project domain's next sweep (shared/process/org-name.ts), and the
        // listings' seller name at the order domain's (shared/process/seller-name.ts).
        ...(renamed
          ? [
              setTimer(orgKey(orgId).pk, { domain: 'project', ...ORG_RENAMED_TIMER, objectId: orgId, due: now }),
              setTimer(sellerTimerPartition(orgId), { domain: 'order', ...SELLER_RENAMED_TIMER, objectId: orgId, due: now }),
            ]
          : []),
      ],
      (index) => (index === 2 ? fail('NAME_TAKEN', '该团队名称已被使用') : fail('STALE_DATA')),
    );
  }
  const resume = await getResume<TeamResumeSections>('TEAM', orgId);
  return settingOf({ ...org, name: input.teamName, headPortrait: avatar ?? org.headPortrait }, true, resume?.sections.introduction);
};
