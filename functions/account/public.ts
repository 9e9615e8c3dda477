/**
 * What other domains may use of the account domain: looking people up (never their secrets' use) and their
 * public side. Everything else in functions/account is private to it (lint: eslint.config.js "domain boundaries").
 */
export { checkPayPassword } from './pay-password.js';
export {
  getPerson,
  getPersonByPhone,
  getPersonByUserNo,
  peopleWithPhones,
  publicPeople,
  type PersonItem,
  type PersonStatus,
  type PublicPerson,
} from './store.js';
