/**
 * 团队设置 (/team/teamSetting, issue 31): GET …/user-team/setting (the team's name, avatar, introduction; any member)
 * and POST to change the name and avatar (its administrator; a name another team holds is refused, 103005).
 */
import useSWR, { useSWRConfig } from 'swr';
import { ERRORS } from '../../../../../shared/errors.js';
import { orgRoute } from '../../../../../shared/routes/org.js';
import type { SaveTeamSettingInput, TeamSetting } from '../../../../../shared/schemas/team-setting.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute } from '../../../api/route-call.js';

const read = orgRoute('org.teamSetting');

export const useTeamSetting = () => useSWR<TeamSetting, HttpError, string>(read.path, () => callRoute(read, {}));

/** A name already taken is shown under the name field; a 400 under its field. */
export const SAVE_TEAM_SETTING_REFUSALS: readonly number[] = [ERRORS.BAD_REQUEST.code, ERRORS.NAME_TAKEN.code];

export const useSaveTeamSetting = () => {
  const { mutate } = useSWRConfig();
  return async (input: SaveTeamSettingInput): Promise<TeamSetting> => {
    const saved = await callRoute(orgRoute('org.saveTeamSetting'), input, { handledCodes: SAVE_TEAM_SETTING_REFUSALS });
    await mutate(read.path, saved, { revalidate: false });
    return saved;
  };
};
