/** What the test setup hands every integration and e2e test about the running local cloud. */
export interface CloudInfo {
  siteUrl: string;
  apiUrl: string;
  wsUrl: string;
  wsCallbackUrl: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  uploadBucket: string;
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: CloudInfo;
  }
}
