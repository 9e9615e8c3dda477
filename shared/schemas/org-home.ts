/**
 * A unit's management home (/company/comSystem, /team/teamSystem; docs/projects.md "A unit's pages"): who the
 * unit is and how the caller stands in it, in one answer (`org.home`). Its project, notice and wallet figures are the
 * center count's and the wallet's own calls; this answers only what no other call does.
 */

/** A person as the home names them: the administrator, the authorised person. */
export interface OrgHomePerson {
  userId: string;
  nickname: string;
  headPortrait: string;
}

/** How the caller stands in the unit: what the home offers them. */
export interface OrgHomeSeat {
  role: 'ADMIN' | 'STAFF';
  /** The unit's 授权人 (runs its wallet with the administrator). */
  certigier: boolean;
  /** Runs the unit's projects (the administrator always). */
  projectLeader: boolean;
  joinTime: number;
}

export interface OrgHome {
  orgId: string;
  type: 'TEAM' | 'COMPANY';
  name: string;
  headPortrait: string;
  createTime: number;
  admin: OrgHomePerson;
  /** The authorised person, to the administrator only (as `org.certigier`); absent to others and when none. */
  certigier?: OrgHomePerson;
  /** Members now (the administrator included), project leaders among them (the administrator counted), former members. */
  staff: { active: number; leaders: number; resigned: number };
  me: OrgHomeSeat;
}
