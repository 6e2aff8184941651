/**
 * Helpers for cdk-nag v3 acknowledgments (issue 2 §4 "cdk-nag AwsSolutions … every suppression
 * gives its reason").
 *
 * cdk-nag v3 reports a wildcard IAM finding as `AwsSolutions-IAM5[Resource::<LogicalId.Arn>/suffix]`
 * and only accepts an acknowledgment with that exact id, on the resource or one of its ancestors.
 * These helpers build those ids from the constructs themselves, so a renamed construct keeps its
 * acknowledgment instead of silently failing the nag test.
 */
import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct, type IConstruct } from 'constructs';

/** The CloudFormation logical id of a construct's default resource. */
export function logicalIdOf(construct: IConstruct): string {
  const resource = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(resource instanceof CfnElement)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(resource).getLogicalId(resource);
}

/**
 * A resource string (ARN with tokens) as cdk-nag writes it in a finding: the string is resolved,
 * then `Ref X` becomes `<X>`, `Fn::GetAtt [X, Arn]` becomes `<X.Arn>` and `Fn::Join` is joined
 * (mirrors cdk-nag's flattenCfnReference). Resolving in the stack matters: with a known region the
 * partition and region are literals, without one they are `<AWS::Partition>` and `<AWS::Region>`.
 */
export function resourceFinding(scope: IConstruct, resource: string): string {
  const visit = (node: unknown): string => {
    if (node === undefined) return '';
    if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
    if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if ('Fn::Join' in o) {
        const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
        return items.map(visit).join(delimiter);
      }
      if ('Fn::Sub' in o) return visit(o['Fn::Sub']);
      if ('Fn::GetAtt' in o) {
        const [id, attribute] = o['Fn::GetAtt'] as [unknown, unknown];
        return `<${visit(id)}.${visit(attribute)}>`;
      }
      if ('Ref' in o) return `<${visit(o.Ref)}>`;
    }
    return JSON.stringify(node);
  };
  return visit(Stack.of(scope).resolve(resource));
}

/** `<LogicalId.Arn>`, the way cdk-nag flattens `Fn::GetAtt [LogicalId, Arn]` in a finding. */
export function arnFinding(construct: IConstruct): string {
  return `<${logicalIdOf(construct)}.Arn>`;
}

/**
 * Acknowledges a rule on the IAM principal behind a grantee (the role of a function), since that
 * is where the policy document cdk-nag inspects lives.
 */
export function acknowledgeOnPrincipal(grantee: IGrantable, id: string, reason: string): void {
  const principal = grantee.grantPrincipal;
  if (!Construct.isConstruct(principal)) throw new Error(`Grant principal of ${String(grantee)} is not a construct`);
  Validations.of(principal).acknowledge({ id, reason });
}
