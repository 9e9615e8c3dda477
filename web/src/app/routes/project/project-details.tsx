/** 项目详情（甲乙双方）: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
