/**
 * What other domains may use of the messenger: whether a person may see a conversation (the realtime domain asks
 * it when a chat socket connects), sending a card or link into a chat as a person would (a team invitation), and a
 * project's group, opened and kept matching the project's people by the project domain (docs/cooperation.md
 * "The project group"); and a cancelled person's own side of it, erased by the erasure's second step (the project
 * domain's: shared/process/erasure.ts). Everything else in functions/chat is private to it.
 */
export { isStaff, maySeeConversation } from './access.js';
export { sendOverHttp as sendCard, type SentCard } from './messages/cards.js';
export type { SendOptions } from './messages/send.js';
export { openProjectGroup, syncProjectGroup, type ProjectGroupChange, type ProjectGroupInput } from './groups/project-groups.js';
export { eraseOwnChat, renameGroupsNamedAfter } from './erasure.js';
/** A project group's last messages for the service desk ruling on the project's dispute (docs/cooperation.md "Disputes"). */
export { groupTalk, type GroupTalkLine } from './messages/desk-reads.js';
