/**
 * A project's group in the panel (docs/cooperation.md "The project group", spec §6): the 项目群 tag, and the link to
 * the cooperation it belongs to. Its members follow the project, so the screens hide add, remove, rename and leave.
 */
import { Badge, Link } from '@fluentui/react-components';
import { tc } from '../texts.js';

/** The cooperation page of a project (the SPA's `/project/cooperate/<projectId>`, hash mode). */
export const cooperationHref = (projectId: string): string => `#/project/cooperate/${encodeURIComponent(projectId)}`;

export const ProjectGroupTag = () => (
  <Badge appearance="tint" color="brand" size="small" data-testid="project-group-tag">
    {tc('chat.projectGroup')}
  </Badge>
);

export const ProjectLink = ({ projectId }: { projectId: string }) => (
  <Link href={cooperationHref(projectId)} data-testid="project-group-link" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
    {tc('chat.openProject')}
  </Link>
);
