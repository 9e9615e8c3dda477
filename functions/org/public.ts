/**
 * What other domains may use of the organisation domain: nothing. It runs an organisation — its staff and team
 * members, their invitations (a card in chat), the authorised person, project leaders — on top of the account
 * domain's organisations and memberships, which are what every other domain reads (functions/account/public.ts).
 * Everything in functions/org is private to it.
 */
export {};
