/**
 * Spec §5: what incomplete basic information (nickname, avatar, sex) blocks, as pure functions of the path and the
 * user info; the app's guard and the login's last step both decide by them.
 */
import type { UserInfo } from '../../../shared/schemas/account.js';
import { paths } from './paths.js';

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Spec §5: incomplete basic information blocks the workbench and the notices (chat and feedback are panels, not
 * pages: they ask `needsBaseInfo` themselves). The resume page, where the information is completed, stays open, and
 * so do the public pages (rule center, agreements): a new person may read the rules they just agreed to.
 */
const BASE_INFO_GATED: readonly string[] = [paths.work, paths.inform];

export const needsBaseInfo = (info: Pick<UserInfo, 'completeBaseInfoEdit'>): boolean => !info.completeBaseInfoEdit;

/**
 * Where a login (or a registration) goes: `target`, unless incomplete basic information would block it — then
 * straight to the one step that completes it, which comes back to `target` afterwards (no modal, no blocked page).
 */
export const afterLoginStep = (target: string, info: Pick<UserInfo, 'completeBaseInfoEdit'>): string =>
  blockedByBaseInfo(target, info) ? `${paths.resume}?next=${encodeURIComponent(target)}` : target;

export const blockedByBaseInfo = (pathWithQuery: string, info: Pick<UserInfo, 'completeBaseInfoEdit'>): boolean => {
  if (!needsBaseInfo(info)) return false;
  const [path = ''] = pathWithQuery.split('?');
  if (under(path, paths.resume)) return false;
  return BASE_INFO_GATED.some((prefix) => under(path, prefix));
};
