/** The search function (docs/search.md): the product's searches over the search module: projects (./projects.ts), goods (./goods.ts), talent and units (./discovery.ts); a unit's resume's views (./browse.ts), its one write. */
import { searchRoutes } from '../../shared/routes/search.js';
import { routeIn } from '../../shared/routes/types.js';
import { browseUnit } from './browse.js';
import { searchTalent, searchUnits } from './discovery.js';
import { authOf, bind, unitHandler } from '../lib/http/unit-handler.js';
import { searchGoods } from './goods.js';
import { suggestedParties } from './matching-parties.js';
import { suggestedProjects } from './matching-projects.js';
import { partyProjects, queryProjects, searchPageSize, searchProjects } from './projects.js';

const r = <const I extends (typeof searchRoutes)[number]['id']>(id: I) => routeIn(searchRoutes, id);

export const handler = unitHandler('search-query', searchRoutes, [
  bind(r('search.projects'), (input, ctx) => searchProjects(ctx.auth, input)),
  bind(r('search.pageSize'), async () => searchPageSize()),
  bind(r('search.projectList'), (input, ctx) => queryProjects(ctx.auth, input)),
  bind(r('search.partyProjects'), (input, ctx) => partyProjects(ctx.auth, input)),
  bind(r('search.goods'), (input) => searchGoods(input)),
  bind(r('search.talent'), (input) => searchTalent(input)),
  bind(r('search.units'), (input) => searchUnits(input)),
  bind(r('search.unitBrowse'), (input, ctx) => browseUnit(ctx.auth, input)),
  bind(r('search.suggestedProjects'), (input, ctx) => suggestedProjects(authOf(ctx), input)),
  bind(r('search.suggestedParties'), (input, ctx) => suggestedParties(authOf(ctx), input)),
]);
