/**
 * What other domains may use of the account domain: looking people up (never their secrets' use) and their
 * public side; and the organisations people hold TEAM and COMPANY accounts in — organisations, their members and a
 * person's memberships, the items that create an organisation together with its administrator (registration and
 * a new team write them in their own transaction), and the writes the organisation domain runs an organisation by;
 * and the end of a cancelled person's erasure, whose second step the project domain runs (shared/process/erasure.ts).
 * Everything else in functions/account is private to it (lint: eslint.config.js "domain boundaries").
 */
export { checkPayPassword } from './pay-password.js';
export { finishErasure } from './cancellation-store.js';
export {
  getPerson,
  getPersonByPhone,
  getPersonByUserNo,
  peopleWithPhones,
  publicPeople,
  type ErasureItem,
  type PersonItem,
  type PersonStatus,
  type PublicPerson,
} from './store.js';
export {
  activeMemberships,
  certigierOf,
  clearCertigier,
  colleaguesAmong,
  employerOf,
  getMember,
  getOrg,
  isNameTaken,
  joinItems,
  liveMemberships,
  markProjectLeader,
  membersOf,
  membershipsIn,
  membershipsOf,
  nameCertigier,
  newOrgItems,
  orgByName,
  orgsByIds,
  resignItems,
  setOrgStatus,
  type MemberItem,
  type OrgItem,
  type OrgWriteRefusal,
} from './org-store.js';
export { currentOrg, followOrgNameInMembers, renameOrgItems } from './org-rename-store.js';
export type { OrgType } from './keys.js';
/** An organisation's partition key (the project domain's timer of its members leaving lives there: shared/process/departure.ts). */
export { orgKey } from './keys.js';
/** A person's resume's key (the org domain writes it; the account's erasure deletes it). */
export { personResumeKey } from './keys.js';
