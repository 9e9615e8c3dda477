/** 发布前预览: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
