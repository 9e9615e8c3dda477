/** 找项目（公开）: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
