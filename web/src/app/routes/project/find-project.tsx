/** /findProject and /find-project (spec §2.1, public: visitors too): 找项目, the finder under the site's header. */
export { PublicFindPage as Component } from '../../../features/project-find/components/find-pages.js';
