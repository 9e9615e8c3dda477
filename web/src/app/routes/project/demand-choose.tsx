/** 选择发布方式（新项目、旧项目）: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
