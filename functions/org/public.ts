/**
 * What other domains may use of the organisation domain: organisations, their members and a person's
 * memberships, and the items that create an organisation together with its administrator (registration writes
 * them in its own transaction). Everything else in functions/org is private to it.
 */
export {
  activeMemberships,
  colleaguesAmong,
  getMember,
  getOrg,
  isNameTaken,
  liveMemberships,
  membersOf,
  membershipsOf,
  newOrgItems,
  orgByName,
  orgsByIds,
  setOrgStatus,
  type MemberItem,
  type OrgItem,
  type OrgWriteRefusal,
} from './store.js';
export type { OrgType } from './keys.js';
export { certigierOf } from './certigier.js';
