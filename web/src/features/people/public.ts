/** What pages may use of people's pages (issue 31): a person's (or unit's) page. Links to it: config/paths.ts `userInfoPath`. */
export { UserInfoPage } from './components/user-info-page.js';
