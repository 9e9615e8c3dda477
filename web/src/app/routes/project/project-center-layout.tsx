/** 项目中心（子标签和计数）: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
