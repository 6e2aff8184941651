/**
 * Stands in for `@aws-sdk/lib-dynamodb` inside Lambda bundles only (esbuild alias in
 * infra/lib/bundling.ts; issue 11 "Lambda size and cold start", docs/decisions.md I18).
 *
 * DynamoDB-Toolbox builds `new GetCommand(params)`… and hands it to the client's `send`; our client
 * (lib/aws/dynamodb-client.ts) reads only the command's class name and `input`, and converts
 * documents itself. The real package would bring the SDK's DynamoDB client and its @smithy runtime
 * (≈ 250 KB) into every bundle for nothing. Tests and the local stack run unbundled, with the real classes.
 */

/** A document command class named `name` (set explicitly: minifying renames classes) that keeps its input. */
function documentCommand(name: string) {
  const command = class {
    constructor(readonly input: Record<string, unknown>) {}
  };
  Object.defineProperty(command, 'name', { value: name });
  return command;
}

export const GetCommand = documentCommand('GetCommand');
export const PutCommand = documentCommand('PutCommand');
export const UpdateCommand = documentCommand('UpdateCommand');
export const DeleteCommand = documentCommand('DeleteCommand');
export const QueryCommand = documentCommand('QueryCommand');
export const ScanCommand = documentCommand('ScanCommand');
export const BatchGetCommand = documentCommand('BatchGetCommand');
export const BatchWriteCommand = documentCommand('BatchWriteCommand');
export const TransactGetCommand = documentCommand('TransactGetCommand');
export const TransactWriteCommand = documentCommand('TransactWriteCommand');
