/**
 * Signing the search module's requests to Amazon OpenSearch Service (AWS SigV4, service `es`), with the SDK's own
 * signer (`@smithy/signature-v4`) and its Node hash (`@smithy/core/checksum`'s Sha256, on `node:crypto`): both are in
 * every function's bundle already through the AWS SDK clients, so signing costs no bytes of its own.
 *
 * What is signed is what `fetch` sends: the method, the path as encoded on the wire (SigV4 encodes it once more, as
 * every service but S3 expects), the query, the Host of the URL, the content type, `x-amz-date`, the session token
 * when the credentials have one, and `x-amz-content-sha256`, the body's SHA-256, which the service requires of a
 * signed request with a body.
 */
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import type { Signer } from './transport.js';

export interface SigV4Options {
  region: string;
  /** Credentials, or a provider asked at each request (the default chain's is memoized and refreshes before expiry). */
  credentials: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  /** `es` for an OpenSearch Service domain. */
  service?: string;
  /** The signing time (tests fix it). */
  now?: () => Date;
}

export const sigV4Signer = ({ region, credentials, service = 'es', now = () => new Date() }: SigV4Options): Signer => {
  const signer = new SignatureV4({ service, region, credentials, sha256: Sha256, uriEscapePath: true, applyChecksum: true });
  return async ({ method, url, query, headers, body }) => {
    const request = { method, protocol: url.protocol, hostname: url.hostname, path: url.pathname, query, headers: { ...headers, host: url.host }, body };
    const signed = await signer.sign({ ...request, ...(url.port ? { port: Number(url.port) } : {}) }, { signingDate: now() });
    const { host: _host, ...sent } = signed.headers;
    return sent;
  };
};
