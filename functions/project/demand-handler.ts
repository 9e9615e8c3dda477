/**
 * The project-demand unit (shared/units.ts): Projects I (docs/projects.md) — categories, demands, demands written,
 * released and browsed, the backlog (invitations and negotiations are project-negotiation's).
 */
import { projectRoutes } from '../../shared/routes/project.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, none, unitHandler } from '../lib/http/unit-handler.js';
import { backlog, clearBacklog, hideBacklog, readBacklog } from './backlog.js';
import { addCategory, deleteCategory, orgCategories, projectCategories, selectableCategories, selectCategories, selectedCategories } from './categories.js';
import { browseProject, copyProject, deleteProject, modifyProject, myProjects, prerelease, projectInfo, releaseProject, renameProject, saveDraft, saveProject, verifyName, withdrawProject } from './demands.js';

const ROUTES = [...projectRoutes] as const;
const r = <const I extends (typeof ROUTES)[number]['id']>(id: I) => routeIn(ROUTES, id);

export const handler = unitHandler('project-demand', ROUTES, [
  bind(r('project.categories'), (_i, ctx) => projectCategories(authOf(ctx))),
  bind(r('project.addCategory'), (input, ctx) => addCategory(authOf(ctx), input.name)),
  bind(r('project.deleteCategory'), (input, ctx) => none(deleteCategory(authOf(ctx), input.id))),
  bind(r('project.orgCategories'), (_i, ctx) => orgCategories(authOf(ctx))),
  bind(r('project.selectableCategories'), (_i, ctx) => selectableCategories(authOf(ctx))),
  bind(r('project.selectedCategories'), (_i, ctx) => selectedCategories(authOf(ctx))),
  bind(r('project.selectCategories'), (input, ctx) => none(selectCategories(authOf(ctx), input.categoryIds))),
  bind(r('project.verifyName'), (input, ctx) => verifyName(authOf(ctx), input.name, input.projectId)),
  bind(r('project.saveDraft'), (input, ctx) => saveDraft(authOf(ctx), input)),
  bind(r('project.save'), (input, ctx) => saveProject(authOf(ctx), input)),
  bind(r('project.modify'), (input, ctx) => modifyProject(authOf(ctx), input)),
  bind(r('project.release'), (input, ctx) => releaseProject(authOf(ctx), input.projectId)),
  bind(r('project.withdraw'), (input, ctx) => withdrawProject(authOf(ctx), input.projectId)),
  bind(r('project.delete'), (input, ctx) => none(deleteProject(authOf(ctx), input.projectId))),
  bind(r('project.rename'), (input, ctx) => none(renameProject(authOf(ctx), input.projectId, input.name))),
  bind(r('project.copy'), (input, ctx) => copyProject(authOf(ctx), input.projectId)),
  bind(r('project.prerelease'), (input, ctx) => prerelease(authOf(ctx), input.projectId)),
  bind(r('project.info'), (input, ctx) => projectInfo(ctx.auth, input.projectId)),
  bind(r('project.browse'), (input, ctx) => browseProject(ctx.auth, ctx.sourceIp, input.projectId)),
  bind(r('project.mine'), (input, ctx) => myProjects(authOf(ctx), input)),
  bind(r('project.backlog'), (input, ctx) => backlog(authOf(ctx), input)),
  bind(r('project.backlogClear'), (input, ctx) => none(clearBacklog(authOf(ctx), input.id))),
  bind(r('project.backlogRead'), (input, ctx) => none(readBacklog(authOf(ctx), input.id))),
  bind(r('project.backlogHide'), (input, ctx) => none(hideBacklog(authOf(ctx), input.id))),
]);
