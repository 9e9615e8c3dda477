/** What other domains may use of the content domain: the notices' newest one and a person's unread count (the chat list's system row). */
export { newestNotice, unreadNoticeCount } from './notices.js';
export { categories as platformCategories } from './home.js';
