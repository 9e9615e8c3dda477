/**
 * Routes of the content domain: platform notices (spec §3 "Notice", §2.5 /notice and /noticeDetail, §2.1
 * /inform), the personal center count (§7.1), the rule center, FAQ and other rules, how-to-use and the service
 * phone (§7.2), the home page's content and figures (§7.1 homeManage, category/query) and feedback (§5). Paths the
 * spec does not show (notice list and detail) are fixed here (docs/api). Content is written only by operators.
 */
import { APP } from '../domains.js';
import { feedbackInput, noticeDetailInput, noticeListInput, ruleKeyInput, ruleNameInput } from '../schemas/content.js';
import { noInput } from '../validation/zod.js';
import type { Page } from '../envelope.js';
import type { Banner, BottomList, Category, CenterCount, FeedbackReceipt, HowToUse, LoginData, Notice, NoticeSummary, OtherRule, PictureList, RuleTab } from '../schemas/content.js';
import { workTimeInput, type WorkTime } from '../schemas/cooperation.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const RULE = `/api/pc/${APP}/user-rule`;
const HOME = '/api/system/homeManage';

export const contentRoutes = servedBy('content', [
  // The working-day calendar of cooperation's date pickers (spec §7.3 cal_work_time; functions/lib/calendar.ts).
  route({ id: 'content.workTime', method: 'POST', path: '/api/WEB_CLIENT/PROJECTFLOW/projects/cal_work_time', domain: 'content', access: 'user', input: workTimeInput, output: returns<WorkTime>(), summary: '工作日计算（法定节假日休息、调休上班）：开始日期加工作日天数得结束日期，或两日期间的工作日数' }),
  route({ id: 'content.noticeList', method: 'GET', path: `/api/pc/${APP}/notice/list`, domain: 'content', access: 'user', input: noticeListInput, output: returns<Page<NoticeSummary>>(), summary: '平台公告列表（每页 10 条，最新在前；unread 表示上次查看之后发布）' }),
  route({ id: 'content.noticeDetail', method: 'GET', path: `/api/pc/${APP}/notice/detail/{id}`, domain: 'content', access: 'user', input: noticeDetailInput, output: returns<Notice>(), summary: '公告详情：标题、图片、发布时间、正文（已净化的富文本）' }),
  route({ id: 'content.noticeRead', method: 'GET', path: `/api/pc/${APP}/other/update-center-notice-read`, domain: 'content', access: 'user', input: noInput, output: returns<null>(), summary: '已查看公告：公告角标清零' }),
  route({ id: 'content.centerCount', method: 'GET', path: `/api/pc/${APP}/other/personage-center-count`, domain: 'content', access: 'user', input: noInput, output: returns<CenterCount>(), summary: '个人中心计数对象（notice 为未读公告数）' }),
  route({ id: 'content.rules', method: 'GET', path: `${RULE}/get-info/rule/{x}`, domain: 'content', access: 'public', input: ruleKeyInput, output: returns<RuleTab[]>(), summary: '规则中心的页签及正文：x=rule 平台规则，x=difficult 常见问题' }),
  route({ id: 'content.ruleByName', method: 'GET', path: `${RULE}/queryByName/{x}`, domain: 'content', access: 'public', input: ruleNameInput, summary: '按页签名称（activeTwoName）查询一条规则或常见问题' }),
  route({ id: 'content.otherRule', method: 'GET', path: `${RULE}/getOtherRule/{x}`, domain: 'content', access: 'public', input: ruleNameInput, output: returns<OtherRule>(), summary: '其他规则（/otherRule?tagName=，如用户协议、隐私政策）' }),
  route({ id: 'content.howToUse', method: 'GET', path: `${RULE}/get-info/how-to-use`, domain: 'content', access: 'public', input: noInput, output: returns<HowToUse>(), summary: '使用说明（data.content 为富文本）' }),
  route({ id: 'content.tel', method: 'GET', path: `${RULE}/get-tel`, domain: 'content', access: 'public', input: noInput, output: returns<string>(), summary: '客服电话' }),
  route({ id: 'content.banners', method: 'POST', path: `${HOME}/getBorderImg`, domain: 'content', access: 'public', input: noInput, output: returns<Banner[]>(), summary: '首页轮播图' }),
  route({ id: 'content.pictures', method: 'POST', path: `${HOME}/getPicList`, domain: 'content', access: 'public', input: noInput, output: returns<PictureList[]>(), summary: '首页图片列表（按组）' }),
  route({ id: 'content.bottom', method: 'POST', path: `${HOME}/getBotList`, domain: 'content', access: 'public', input: noInput, output: returns<BottomList>(), summary: '首页底部：链接分组（jumpName、jumpUrl）、版权信息、备案号' }),
  route({ id: 'content.figures', method: 'GET', path: `${HOME}/getLoginData`, domain: 'content', access: 'public', input: noInput, output: returns<LoginData>(), summary: '平台数据：注册用户、企业、团队、项目、商品数量（由计数器维护）' }),
  route({ id: 'content.categories', method: 'POST', path: `/api/pc/${APP}/category/query`, domain: 'content', access: 'public', input: noInput, output: returns<Category[]>(), summary: '项目分类（树）' }),
  route({ id: 'content.feedback', method: 'POST', path: `/api/pc/${APP}/user-personage/submitFeedback`, domain: 'content', access: 'user', input: feedbackInput, output: returns<FeedbackReceipt>(), summary: '意见反馈：内容（≤2000）或至少一张图片（≤4 张，本人上传），评分 1–5（默认 5）' }),
] as const);

/** A route of the content domain by its id, typed by its literal id, schema and output (without the rest of the table). */
export const contentRoute = routeLookup(contentRoutes);
