/**
 * The process of an invitation or an application (docs/projects.md), apart from ./model.ts: the model is read by other
 * domains through ./public.ts (the order domain's notices), and the registry of every project process would follow it
 * into their bundles.
 */
import type { invitationProcess } from '../../shared/process/project.js';
import { projectRegistry } from '../../shared/process/registries.js';
import type { RequestItem } from './model.js';

/**
 * The process a request follows: its kind's (an invitation's or an application's), at the version stored on it. Typed
 * as the invitation's, whose states include the application's.
 */
export const requestProcessOf = (request: Pick<RequestItem, 'kind' | 'processVersion'>): typeof invitationProcess =>
  projectRegistry.of(request.kind === 'INVITE' ? 'invitation' : 'application', request) as typeof invitationProcess;
