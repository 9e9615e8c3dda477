/**
 * 团队设置 (/team/teamSetting, issue 31): a team's name and avatar as its members read them, and the administrator's
 * change of them. The name follows creation's rules (`teamName`: 1–30 characters, unique among teams); the
 * introduction is the team resume's (团队简历), shown here and edited there. docs/decisions.md "Team settings: renaming and dissolving a team".
 */
import { fileUrl, input } from '../validation/zod.js';
import { teamName } from './account.js';

export const saveTeamSettingInput = input({ teamName: teamName(), headPortrait: fileUrl('团队头像').optional() });
export type SaveTeamSettingInput = ReturnType<typeof saveTeamSettingInput.parse>;

export interface TeamSetting {
  teamId: string;
  teamName: string;
  headPortrait: string;
  createTime: number;
  /** Whether the caller administers the team (may change it and dissolve it); other members read only. */
  admin: boolean;
  /** The team resume's introduction (团队介绍), edited on 团队简历. */
  introduction: string;
}
