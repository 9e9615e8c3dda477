/** 邀请和申请列表（四个标签共用）: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
