/**
 * Routes of the content domain: platform notices (spec §3 "Notice", §2.5 /notice and /noticeDetail, §2.1
 * /inform) and the personal center count (§7.1). The notice list and detail paths are not shown in the spec;
 * they are fixed here (docs/api).
 */
import { APP } from '../domains.js';
import { noticeDetailInput, noticeListInput } from '../schemas/content.js';
import { noInput } from '../validation/zod.js';
import { route } from './types.js';

export const contentRoutes = [
  route({ id: 'content.noticeList', method: 'GET', path: `/api/pc/${APP}/notice/list`, domain: 'content', access: 'user', input: noticeListInput, summary: '平台公告列表（每页 10 条，最新在前；unread 表示上次查看之后发布）' }),
  route({ id: 'content.noticeDetail', method: 'GET', path: `/api/pc/${APP}/notice/detail/{id}`, domain: 'content', access: 'user', input: noticeDetailInput, summary: '公告详情：标题、图片、发布时间、正文（已净化的富文本）' }),
  route({ id: 'content.noticeRead', method: 'GET', path: `/api/pc/${APP}/other/update-center-notice-read`, domain: 'content', access: 'user', input: noInput, summary: '已查看公告：公告角标清零' }),
  route({ id: 'content.centerCount', method: 'GET', path: `/api/pc/${APP}/other/personage-center-count`, domain: 'content', access: 'user', input: noInput, summary: '个人中心计数对象（notice 为未读公告数）' }),
] as const;
