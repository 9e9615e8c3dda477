// The S3 buckets: access logs, the uploads (presigned POST from the browser) and the SPA's files.
import { Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Prefix of objects that are only kept for a day (abandoned or intermediate uploads). */
export const TMP_PREFIX = 'tmp/';

const secureDefaults = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: BucketEncryption.S3_MANAGED,
} as const;

export const createLogBucket = (scope: Construct): Bucket => {
  const bucket = new Bucket(scope, 'LogBucket', {
    ...secureDefaults,
    // CloudFront's standard logs are delivered with an ACL, which BUCKET_OWNER_ENFORCED would refuse.
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: Duration.days(90) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'This is the access-log bucket itself; logging its own access would log into itself without end.',
  });
  return bucket;
};

/**
 * The uploads bucket has a fixed name built from the stage, account and region (pseudo-parameters, no resource
 * reference). CloudFront's `/files` origin and the CSP need the bucket's domain, and the bucket's CORS needs
 * CloudFront's domain: with the name known up front, the distribution refers to a string, not to the bucket,
 * and the cycle bucket -> distribution -> bucket never forms.
 */
export const uploadBucketName = (stage: string): string => `hezuo-${stage}-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/** The regional virtual-hosted endpoint, which is where the SDK's presigned POST sends the browser. */
export const bucketRegionalDomain = (bucketName: string): string => `${bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;

export const createUploadBucket = (scope: Construct, stage: string, logBucket: IBucket): Bucket =>
  new Bucket(scope, 'UploadBucket', {
    ...secureDefaults,
    bucketName: uploadBucketName(stage),
    serverAccessLogsBucket: logBucket,
    serverAccessLogsPrefix: 's3/uploads/',
    lifecycleRules: [
      { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      { id: 'expire-tmp', prefix: TMP_PREFIX, expiration: Duration.days(1) },
    ],
    // People's files: never lost with a stack.
    removalPolicy: RemovalPolicy.RETAIN,
  });

/** CORS for the presigned POST the SPA sends straight to S3, from the site's origin only. */
export const allowSiteOrigin = (bucket: Bucket, siteOrigin: string): void => {
  bucket.addCorsRule({
    allowedOrigins: [siteOrigin],
    allowedMethods: [HttpMethods.POST, HttpMethods.PUT, HttpMethods.GET],
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag', 'Location'],
    maxAge: 3000,
  });
};

export const createSpaBucket = (scope: Construct, logBucket: IBucket): Bucket =>
  new Bucket(scope, 'SiteBucket', {
    ...secureDefaults,
    serverAccessLogsBucket: logBucket,
    serverAccessLogsPrefix: 's3/site/',
    // Emptying it on delete would need CDK's autoDeleteObjects helper function; `cdk destroy` leaves it instead.
    removalPolicy: RemovalPolicy.RETAIN,
  });
