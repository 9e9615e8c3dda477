/**
 * What a role of a synthesized template may do: the statements of its inline policies (where the units' grants
 * are, infra/stack/unit-function.ts `InlineGrantsRole`) and of every AWS::IAM::Policy attached to it (CDK's own
 * helpers), so that the stack tests read a role's permissions wherever the template puts them.
 */
export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
}

interface PolicyDocumentJson {
  Statement: PolicyStatementJson[];
}

type Resource = { Type: string; Properties: Record<string, unknown> };

/** Every policy document of the role `roleId` (its logical id). */
export const rolePolicyDocuments = (resources: Record<string, Resource>, roleId: string): PolicyDocumentJson[] => {
  const inline = ((resources[roleId]?.Properties.Policies ?? []) as { PolicyDocument: PolicyDocumentJson }[]).map((p) => p.PolicyDocument);
  const attached = Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`))
    .map((r) => r.Properties.PolicyDocument as PolicyDocumentJson);
  return [...inline, ...attached];
};

/** Every statement of every policy of the role. */
export const roleStatements = (resources: Record<string, Resource>, roleId: string): PolicyStatementJson[] =>
  rolePolicyDocuments(resources, roleId).flatMap((document) => document.Statement);
