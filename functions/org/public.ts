/**
 * What other domains may use of the organisation domain. It runs an organisation — its staff and team members, their
 * invitations (a card in chat), the authorised person, project leaders — on top of the account domain's organisations
 * and memberships, which are what every other domain reads (functions/account/public.ts). Of resumes, it offers what
 * matching (the search domain's suggestions) reads of a contractor's own; everything else in functions/org is private.
 */
export { resumeForMatching, type ResumeForMatching } from './resume-matching.js';
