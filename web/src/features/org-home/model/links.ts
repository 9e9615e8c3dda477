/**
 * What a unit's home offers whom (docs/projects.md "A unit's pages"): every member reads the unit's resume, ad posts,
 * performance and projects; the administrator manages its staff (a team's members see theirs), names the authorised
 * person and (a team) its settings; the wallet is its operators' (the administrator and the authorised person).
 */
import type { UserInfo } from '../../../../../shared/schemas/account.js';
import { paths } from '../../../config/paths.js';
import type { OrgHomeTextKey } from '../texts.js';

export type UnitKind = 'company' | 'team';

export interface HomeLink {
  id: string;
  to: string;
  title: OrgHomeTextKey;
  text: OrgHomeTextKey;
}

/** The seat the links depend on: the session's user info, which the shell keeps current (REFRESH_PRIVILEGES). */
export type Seat = Pick<UserInfo, 'isAdmin' | 'walletOperator'>;

export const homeLinks = (kind: UnitKind, seat: Seat): HomeLink[] => {
  const company = kind === 'company';
  const links: (HomeLink | false)[] = [
    { id: 'project', to: company ? paths.comProject : paths.teamProject, title: 'oh.link.project', text: 'oh.link.projectText' },
    { id: 'performance', to: company ? paths.comPerformance : paths.teamPerformance, title: 'oh.link.performance', text: 'oh.link.performanceText' },
    { id: 'resume', to: company ? paths.comResume : paths.teamResume, title: company ? 'oh.link.resume.company' : 'oh.link.resume.team', text: 'oh.link.resumeText' },
    { id: 'adrate', to: company ? paths.comAdrate : paths.teamAdrate, title: 'oh.link.adrate', text: 'oh.link.adrateText' },
    // A company's staff list is its administrator's; a team's members all see theirs (the administrator manages them).
    (!company || seat.isAdmin) && {
      id: 'staff',
      to: company ? paths.comStaff : paths.teamStaff,
      title: company ? 'oh.link.staff.company' : 'oh.link.staff.team',
      text: seat.isAdmin ? (company ? 'oh.link.staffText.company' : 'oh.link.staffText.team') : 'oh.link.staffViewText',
    },
    seat.walletOperator && { id: 'wallet', to: company ? paths.comWallet : paths.wallet, title: company ? 'oh.wallet.company' : 'oh.wallet.team', text: 'oh.link.walletText' },
    seat.isAdmin && { id: 'certigier', to: company ? paths.setCertigier : paths.setTeamCertigier, title: 'oh.link.certigier', text: 'oh.link.certigierText' },
    { id: 'address', to: company ? paths.comAddress : paths.address, title: 'oh.link.address', text: 'oh.link.addressText' },
    !company && seat.isAdmin && { id: 'setting', to: paths.teamSetting, title: 'oh.link.setting', text: 'oh.link.settingText' },
  ];
  return links.filter((link): link is HomeLink => link !== false);
};
