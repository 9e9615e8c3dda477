// What each unit's function may do (shared/units.ts `grants`), granted here, with the reason for every wildcard that
// remains.
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PRIVATE_KEY_PREFIXES, type UploadKindName } from '../../shared/limits.js';
import type { UnitGrants } from '../../shared/units.js';
import type { SearchService } from './search.js';
import { TABLE_KEY_READ_ACTIONS, TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS, leadingKeyPattern } from './unit-permissions.js';
import { acknowledgeAll, iam5Resource, nagArnPrefix, nagRef } from './nag.js';

export interface UnitResources {
  readonly table: Table;
  readonly tokenSecret: ISecret;
  readonly webSocketStage: WebSocketStage;
  readonly uploadBucket: Bucket;
  readonly search: SearchService;
  /** Only on sandbox stages. */
  readonly paySandboxKey?: ISecret;
}

/**
 * Grants a unit's role what shared/units.ts declares for it, nothing more (docs/units.md "Permissions"; the
 * synthesized template is held to the declaration by test/unit/stack-permissions.test.ts).
 */
export const grantUnit = (fn: NodejsFunction, grants: UnitGrants, resources: UnitResources): void => {
  const { table } = resources;
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  if (grants.read === 'keys') {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...TABLE_KEY_READ_ACTIONS], resources: [table.tableArn] }));
  } else {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...TABLE_READ_ACTIONS], resources: [table.tableArn, `${table.tableArn}/index/*`] }));
    acknowledgeAll(
      role,
      [iam5Resource(`${nagRef(table, 'Arn')}/index/*`)],
      'Queries on the generic GSIs (gsi1..gsi3, kinds) of the one table; the index ARNs are all of that table and nothing else.',
    );
  }
  if (grants.write.length > 0) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: [...TABLE_WRITE_ACTIONS],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': grants.write.map(leadingKeyPattern) } },
      }),
    );
  }
  if (grants.tokenSecret) resources.tokenSecret.grantRead(fn);
  if (grants.push) {
    resources.webSocketStage.grantManagementApiAccess(fn);
    acknowledgeAll(
      role,
      [
        iam5Resource(
          `${nagArnPrefix('execute-api')}${nagRef(resources.webSocketStage.api)}/${resources.webSocketStage.stageName}/*/@connections/*`,
        ),
      ],
      "Pushing to a socket names the connection id, known only at run time; the grant is limited to this API's stage.",
    );
  }
  if (grants.signUploads) grantUploadSigning(fn, resources.uploadBucket);
  if (grants.readUploads?.length) grantPrivateFileReading(fn, resources.uploadBucket, grants.readUploads);
  if (grants.deleteUploads?.length) grantUploadDeleting(fn, resources.uploadBucket, grants.deleteUploads);
  if (grants.search === 'index') resources.search.allowIndexing(fn);
  else if (grants.search) resources.search.allowQueries(fn, grants.search.query);
  if (grants.sms) grantSmsSending(fn);
  if (grants.paySandboxKey) resources.paySandboxKey?.grantRead(fn);
};

/**
 * Signing a presigned POST needs s3:PutObject, nothing more: the browser then posts the file to S3 with the
 * signer's authority. Granted by hand rather than with grantPut, which adds Abort*, tagging and retention.
 */
export const grantUploadSigning = (fn: NodejsFunction, bucket: Bucket): void => {
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects('*')] }));
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  acknowledgeAll(
    role,
    [iam5Resource(`${nagRef(bucket, 'Arn')}/*`)],
    'Object keys are made per upload at presign time (kind/owner/id); the policy of each presigned POST pins the ' +
      'exact key, size range and content type, so the role needs every key of this one bucket.',
  );
};

/**
 * Signing GET URLs of private uploads (chat images and files) for the readers the chat function has checked:
 * s3:GetObject on the private kinds' prefixes only; public kinds are served by CloudFront.
 */
export const grantPrivateFileReading = (fn: NodejsFunction, bucket: Bucket, kinds: readonly UploadKindName[]): void => {
  const prefixes = kinds.map((kind) => `${kind}/`);
  if (prefixes.some((prefix) => !PRIVATE_KEY_PREFIXES.includes(prefix))) throw new Error(`Only private kinds are read by signed URL: ${kinds.join(', ')}`);
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)) }));
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  acknowledgeAll(
    role,
    prefixes.map((prefix) => iam5Resource(`${nagRef(bucket, 'Arn')}/${prefix}*`)),
    'Private uploads are keyed <kind>/<owner>/<id>; the function signs a reader URL for one of them after checking ' +
      'the reader may see it (a member of the conversation, the wallet\'s operator), so it needs its kinds\' prefixes (never the public kinds).',
  );
};

/**
 * Deleting uploads of some kinds (a cancelled person's avatar, identity documents and library files, once erased):
 * s3:DeleteObject on those kinds' prefixes only, never another kind's (chat files, project files stay).
 */
export const grantUploadDeleting = (fn: NodejsFunction, bucket: Bucket, kinds: readonly UploadKindName[]): void => {
  const prefixes = kinds.map((kind) => `${kind}/`);
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)) }));
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  acknowledgeAll(
    role,
    prefixes.map((prefix) => iam5Resource(`${nagRef(bucket, 'Arn')}/${prefix}*`)),
    'Uploads are keyed <kind>/<owner>/<id> (avatars <kind>/<id>/<proof>); the erasure of a cancelled person deletes the ' +
      'files it found on their items, known only at run time, so it needs those kinds\' prefixes (never another kind).',
  );
};

/**
 * Sending SMS codes on deployed stages: SNS publishes to a phone number, which has no ARN, so the only resource
 * is `*`; the action is limited to sns:Publish and the function publishes nothing but verification codes.
 */
export const grantSmsSending = (fn: NodejsFunction): void => {
  fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  acknowledgeAll(role, [iam5Resource('*')], 'SNS SMS publishes to phone numbers, which have no ARN; only sns:Publish is allowed.');
};
