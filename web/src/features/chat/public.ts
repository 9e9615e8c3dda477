/**
 * What other features and pages may use of the messenger outside its panel (issue 31): 添加好友 as a page's form, and
 * 添加好友 / 发消息 beside a person on their page.
 */
export { AddFriendForm } from './components/add-friend-form.js';
export { FriendActions } from './components/friend-actions.js';
