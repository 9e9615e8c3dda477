/**
 * What other features may use of favourites and following: the 收藏 and 关注 toggles (goods and project details, a
 * seller's card). The personal center's pages are routes of their own (app/routes/work/my-collect.tsx, my-attention.tsx).
 */
export { CollectButton, FollowButton } from './components/toggle-buttons.js';
