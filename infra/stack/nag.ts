// Helpers to name cdk-nag v3 findings exactly, for acknowledgements that cover one finding, never a whole rule.
import { CfnElement, DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** How cdk-nag prints a reference to a resource inside a finding: `<LogicalId>` or `<LogicalId.Attribute>`. */
export const nagRef = (construct: IConstruct, attribute?: string): string => {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  const logicalId = Stack.of(element).resolve(element.logicalId) as string;
  return `<${logicalId}${attribute ? `.${attribute}` : ''}>`;
};

export const iam5Resource = (resource: string): string => `AwsSolutions-IAM5[Resource::${resource}]`;
export const iam5Action = (action: string): string => `AwsSolutions-IAM5[Action::${action}]`;

/** `arn:<AWS::Partition>:<service>:<AWS::Region>:<AWS::AccountId>:` as cdk-nag prints it. */
export const nagArnPrefix = (service: string): string =>
  `arn:<AWS::Partition>:${service}:<AWS::Region>:<AWS::AccountId>:`;

export const acknowledgeAll = (construct: IConstruct, ids: readonly string[], reason: string): void => {
  Validations.of(construct).acknowledge(...ids.map((id) => ({ id, reason })));
};

/**
 * CDK's BucketDeployment runs one shared helper function per stack (its id starts with this prefix). Its code,
 * runtime and role are CDK's, not ours: each finding on it is acknowledged here with why it is acceptable.
 */
export const acknowledgeBucketDeploymentHelper = (stack: Stack, destinationBuckets: readonly IConstruct[]): void => {
  const helpers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  const qualifier =
    (stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  for (const helper of helpers) {
    Validations.of(helper).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "CDK's BucketDeployment helper role; the managed policy only lets it write its own logs.",
      },
      {
        id: 'AwsSolutions-L1',
        reason: "The BucketDeployment helper's runtime is chosen and updated by aws-cdk-lib, not by this project.",
      },
      ...[
        iam5Action('s3:GetObject*'),
        iam5Action('s3:GetBucket*'),
        iam5Action('s3:List*'),
        iam5Action('s3:DeleteObject*'),
        iam5Action('s3:Abort*'),
        iam5Resource(`arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*`),
        ...destinationBuckets.map((bucket) => iam5Resource(`${nagRef(bucket, 'Arn')}/*`)),
      ].map((id) => ({
        id,
        reason:
          "CDK's BucketDeployment helper copies the built SPA from the CDK asset bucket into the site bucket: " +
          'it reads every object of the asset zip and writes every object of the site bucket, so object wildcards ' +
          'on those two buckets are its job.',
      })),
      {
        id: iam5Resource('*'),
        reason:
          'cloudfront:CreateInvalidation and GetInvalidation have no resource-level scoping in the policy CDK ' +
          'writes for the helper; it only invalidates the site distribution after a deployment.',
      },
    );
  }
};
