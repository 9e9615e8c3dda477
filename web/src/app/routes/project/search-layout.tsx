/** 搜索资源（子标签）: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
