/** The chat list as a test reads it: the person's conversations, the system feed (platform notices) apart. */
import { SYSTEM_FEED_IDS } from '../../shared/realtime.js';
import type { Conversation } from '../../shared/schemas/chat-messages.js';
import { api } from './api.js';
import type { TestPerson } from './people.js';

const all = async (person: TestPerson): Promise<Conversation[]> => (await api<Conversation[]>('GET', '/api/mall/message/list', { token: person.token })).body.data;

/** The conversations, without the system feed row (notices published by other tests come and go there). */
export const conversations = async (person: TestPerson): Promise<Conversation[]> => (await all(person)).filter((c) => !SYSTEM_FEED_IDS.includes(c.joinUserId));

/** The system feed row of the list, if any notice was published. */
export const systemFeedRow = async (person: TestPerson): Promise<Conversation | undefined> => (await all(person)).find((c) => SYSTEM_FEED_IDS.includes(c.joinUserId));
