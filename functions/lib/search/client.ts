/**
 * The OpenSearch client of the search module (docs/search.md): the official `@opensearch-project/opensearch` client
 * on `SEARCH_ENDPOINT`. On AWS (an `https://` endpoint of Amazon OpenSearch Service) every request is signed with
 * SigV4 by the client's own signer, with the function's role from the default credential chain; on one machine the
 * local cloud's endpoint (infra/local/search) takes the same requests unsigned over plain HTTP.
 */
import { Client } from '@opensearch-project/opensearch';
import { AwsSigv4Signer } from '@opensearch-project/opensearch/aws-v3';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { ENV } from '../../../shared/runtime-config.js';

/** Amazon OpenSearch Service endpoints: `search-<name>-<id>.<region>.es.amazonaws.com` (and VPC ones: `vpc-…`). */
const AWS_ENDPOINT = /\.([a-z0-9-]+)\.es\.amazonaws\.com(\.cn)?$/;

let cached: { endpoint: string; client: Client } | undefined;

export const searchEndpoint = (): string => {
  const endpoint = process.env[ENV.searchEndpoint];
  if (!endpoint) throw new Error(`Missing environment variable ${ENV.searchEndpoint}`);
  return endpoint.replace(/\/$/, '');
};

/** The client for the configured endpoint (one per warm function; a changed endpoint gets a new one). */
export const searchClient = (): Client => {
  const endpoint = searchEndpoint();
  if (cached?.endpoint === endpoint) return cached.client;
  const host = new URL(endpoint).hostname;
  const region = AWS_ENDPOINT.exec(host)?.[1];
  const client = new Client({
    node: endpoint,
    // A call and its one retry take at most 8 s: the API's own timeout is 10 s, and a stuck engine must be answered
    // SEARCH_UNAVAILABLE within it, not time the whole request out.
    requestTimeout: 4_000,
    maxRetries: 1,
    ...(region ? AwsSigv4Signer({ region, service: 'es', getCredentials: defaultProvider() }) : {}),
  });
  cached = { endpoint, client };
  return client;
};
