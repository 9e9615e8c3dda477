// CloudFront in front of everything: the SPA, `/api/*` (HTTP API) and `/files/*` (uploads), plus the SPA deployment.
import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { FILE_KEY_PATTERN, PRIVATE_KEY_PREFIXES } from '../../shared/limits.js';
import { FILES_PATH, type SiteConfig } from '../../shared/runtime-config.js';
import { siteCsp, securityHeaderValues, type HeaderSet } from '../site-headers.js';
import { bucketRegionalDomain } from './storage.js';

/** Vite's folder of content-hashed files, which may be cached for ever. */
export const SPA_ASSETS_DIR = 'assets';

export interface SiteProps {
  readonly spaBucket: IBucket;
  readonly logBucket: IBucket;
  /** The uploads bucket, and its name known before it exists (see storage.ts for why). */
  readonly uploadBucket: Bucket;
  readonly uploadBucketName: string;
  readonly httpApi: HttpApi;
  readonly webSocketApi: WebSocketApi;
}

export interface Site {
  readonly distribution: Distribution;
  /** `https://<distribution domain>`, the origin of the SPA, the API and the files. */
  readonly origin: string;
}

// A path with no file extension is one of the SPA's own routes (/work, /mall/...): CloudFront serves index.html.
// Done in a viewer function rather than with error responses, which would also rewrite the API's 403 and 404.
const SPA_ROUTES_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

// '/files/<key>' -> '/<key>': the object keys carry no prefix, the public URLs do. The rule is fileKeyOfPath's
// (shared/limits.ts), run where CloudFront runs code: the path is decoded once as S3 decodes it, the key must follow
// the grammar of the keys we write (no dot segments, encoded slashes or backslashes, however encoded), and private
// kinds (chat files) are refused: they are read only through signed URLs. docs/SECURITY.md.
export const FILES_PREFIX_CODE = `var PRIVATE = ${JSON.stringify(PRIVATE_KEY_PREFIXES)};
var KEY = new RegExp(${JSON.stringify(FILE_KEY_PATTERN.source)});
function handler(event) {
  var request = event.request;
  var uri = request.uri.substring(${FILES_PATH.length});
  var key;
  try { key = decodeURIComponent(uri.substring(1)); } catch (e) { return { statusCode: 400, statusDescription: 'Bad Request' }; }
  if (uri.charAt(0) !== '/' || !KEY.test(key)) return { statusCode: 400, statusDescription: 'Bad Request' };
  for (var i = 0; i < PRIVATE.length; i++) {
    if (key.indexOf(PRIVATE[i]) === 0) return { statusCode: 403, statusDescription: 'Forbidden' };
  }
  request.uri = '/' + key;
  return request;
}`;

// The directives and values are infra/site-headers.ts's, shared with the local site so that the two cannot drift.
const securityHeadersPolicy = (scope: Construct, id: string, set: HeaderSet, csp: string) => {
  const values = securityHeaderValues(set, csp, { https: true });
  const hsts = values.strictTransportSecurity;
  if (!hsts) throw new Error('CloudFront serves https: HSTS is always sent');
  return new ResponseHeadersPolicy(scope, id, {
    comment: `Hezuo ${id}`,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: values.contentSecurityPolicy, override: true },
      contentTypeOptions: { override: true },
      frameOptions: {
        frameOption: values.frameOptions === 'DENY' ? HeadersFrameOption.DENY : HeadersFrameOption.SAMEORIGIN,
        override: true,
      },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubdomains,
        override: true,
      },
      xssProtection: { protection: values.xssProtection !== '0', override: true },
    },
  });
};

export const createSite = (scope: Construct, props: SiteProps): Site => {
  const region = Aws.REGION;
  const wsOrigin = `wss://${props.webSocketApi.apiId}.execute-api.${region}.${Aws.URL_SUFFIX}`;
  const uploadDomain = bucketRegionalDomain(props.uploadBucketName);
  const csp = siteCsp({ sockets: [wsOrigin], storage: [`https://${uploadDomain}`] });
  const siteHeaders = securityHeadersPolicy(scope, 'SiteHeaders', 'site', csp);
  const filesHeaders = securityHeadersPolicy(scope, 'FilesHeaders', 'files', csp);

  const spaRoutes = new CloudFrontFunction(scope, 'SpaRoutesFunction', {
    code: FunctionCode.fromInline(SPA_ROUTES_CODE),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Serves index.html for the SPA routes',
  });
  const filesPrefix = new CloudFrontFunction(scope, 'FilesPrefixFunction', {
    code: FunctionCode.fromInline(FILES_PREFIX_CODE),
    runtime: FunctionRuntime.JS_2_0,
    comment: `Strips ${FILES_PATH} from the path to get the object key`,
  });

  // The uploads origin is addressed by name (see storage.ts), so its OAC grant is written on the bucket below.
  const uploadOrigin = S3BucketOrigin.withOriginAccessControl(
    Bucket.fromBucketAttributes(scope, 'UploadBucketByName', {
      bucketName: props.uploadBucketName,
      bucketRegionalDomainName: uploadDomain,
    }),
  );
  const api: BehaviorOptions = {
    origin: new HttpOrigin(`${props.httpApi.apiId}.execute-api.${region}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    }),
    // A redirect would turn a POST into a GET and drop its body: plain HTTP is refused instead.
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    // Query strings, the Authorization and language headers and cookies reach the API; Host must stay the API's.
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: siteHeaders,
  };
  const files: BehaviorOptions = {
    origin: uploadOrigin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    // Keys are unique ids, never overwritten: the object behind a URL never changes.
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy: filesHeaders,
    functionAssociations: [{ function: filesPrefix, eventType: FunctionEventType.VIEWER_REQUEST }],
  };

  const distribution = new Distribution(scope, 'Distribution', {
    comment: `Hezuo ${Stack.of(scope).stackName}`,
    defaultRootObject: 'index.html',
    httpVersion: HttpVersion.HTTP2_AND_3,
    defaultBehavior: {
      origin: S3BucketOrigin.withOriginAccessControl(props.spaBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: siteHeaders,
      functionAssociations: [{ function: spaRoutes, eventType: FunctionEventType.VIEWER_REQUEST }],
    },
    additionalBehaviors: { '/api/*': api, [`${FILES_PATH}/*`]: files },
    enableLogging: true,
    logBucket: props.logBucket,
    logFilePrefix: 'cloudfront/',
  });

  props.uploadBucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'AllowCloudFrontReadFiles',
      principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:GetObject'],
      resources: [props.uploadBucket.arnForObjects('*')],
      conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
    }),
  );

  Validations.of(distribution).acknowledge(
    {
      id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      reason:
        'The uploads bucket is addressed by name on purpose (storage.ts); its OAC grant is on the bucket (below).',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        "The distribution uses CloudFront's default *.cloudfront.net certificate, whose TLS policy cannot be set. " +
        'With a custom domain and ACM certificate the minimum protocol becomes TLSv1.2_2021 (docs/deploy.md).',
    },
    {
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: the product serves people wherever they are; access is decided per account.',
    },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF web ACL yet: API Gateway throttles each stage and the functions rate-limit logins and SMS per ' +
        'phone (docs/conventions.md); a web ACL costs a fixed monthly fee and is planned for production traffic.',
    },
  );

  return { distribution, origin: `https://${distribution.distributionDomainName}` };
};

export interface SpaDeploymentProps {
  readonly spaBucket: IBucket;
  readonly distribution: Distribution;
  readonly spa: ISource;
  readonly config: SiteConfig;
}

/**
 * Two deployments of the same build: content-hashed files under assets/ cached for a year, everything else
 * (index.html, config.json, icons) revalidated by browsers on every load and invalidated in CloudFront on each
 * deploy. Neither prunes: they share the bucket and must not delete each other's files, and browsers still
 * running the previous index.html keep finding its chunks.
 */
export const deploySpa = (scope: Construct, props: SpaDeploymentProps): void => {
  const logGroup = new LogGroup(scope, 'SiteDeploymentLogs', {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const assets = new BucketDeployment(scope, 'SiteAssets', {
    sources: [props.spa],
    destinationBucket: props.spaBucket,
    include: [`${SPA_ASSETS_DIR}/*`],
    exclude: ['*'],
    prune: false,
    cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    memoryLimit: 512,
    logGroup,
  });
  const entry = new BucketDeployment(scope, 'SiteEntry', {
    sources: [props.spa, Source.jsonData('config.json', props.config)],
    destinationBucket: props.spaBucket,
    // .vite/ holds Vite's build manifest, for the bench, not for browsers.
    exclude: [`${SPA_ASSETS_DIR}/*`, '.vite/*'],
    prune: false,
    cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.seconds(0)), CacheControl.mustRevalidate()],
    distribution: props.distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
    logGroup,
  });
  // index.html may only appear once the chunks it names are there.
  entry.node.addDependency(assets);
};
