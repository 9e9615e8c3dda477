/** The structured JSON logger (Powertools): one per function, request id and route appended per request. */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'hezuo' });
