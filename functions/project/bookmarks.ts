/**
 * What the mall's favourites see of a demand (docs/data-model.md "Favourites and following"): whether it is there for
 * the caller to keep, and what a favourite shows of it. A draft or a deleted demand is nobody's to keep; a private one
 * is its own side's only, and they do not favourite their own.
 */
import { getProject } from './store.js';

export interface BookmarkedProject {
  projectId: string;
  name: string;
  state: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  publisherType: 'PERSONAGE' | 'TEAM' | 'COMPANY';
  publisherId: string;
  publisherName: string;
  budget?: number;
  /** Ever released: a draft never was. */
  released: boolean;
}

export const projectForBookmark = async (projectId: string): Promise<BookmarkedProject | undefined> => {
  const project = await getProject(projectId, false);
  if (!project || project.state === 'DELETED') return undefined;
  return {
    projectId: project.projectId,
    name: project.name,
    state: project.state,
    visibility: project.visibility,
    publisherType: project.publisherType,
    publisherId: project.publisherId,
    publisherName: project.publisherName ?? '',
    budget: project.budget,
    released: project.everReleased === true || project.state !== 'DRAFT',
  };
};
