/** 新建项目：需求信息: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
