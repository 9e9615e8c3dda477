/** 免登录编写需求书: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
