/** 支付洽谈费（个人、企业）: a placeholder until its feature lands (docs/projects.md). */
export { Component } from '../work/coming-later.js';
