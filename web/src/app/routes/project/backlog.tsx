/** 待办事项: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
