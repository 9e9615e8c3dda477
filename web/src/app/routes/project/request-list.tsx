/** 发出的邀请, 收到的邀请, 发出的申请, 收到的申请: one module for the four tabs, the box taken from the path. */
export { RequestList as Component } from '../../../features/project-center/components/request-pages.js';
