/**
 * What the DynamoDB document commands send and get back: for each command of `@aws-sdk/lib-dynamodb`
 * (the ones our data layer builds through DynamoDB-Toolbox), the DynamoDB API operation it calls and which of its
 * fields hold documents (plain JavaScript values) rather than attribute values
 * (issue 11 "Lambda size and cold start"; docs/decisions.md I18).
 *
 * The same fields lib-dynamodb's own commands list in their `inputKeyNodes` and `outputKeyNodes`,
 * converted with the same `@aws-sdk/util-dynamodb` marshall and unmarshall and lib-dynamodb's defaults
 * (undefined values removed, numbers as JavaScript numbers). Error payloads are left as DynamoDB sends
 * them: the data layer reads only a cancelled transaction's `CancellationReasons` codes.
 */
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

/** A DynamoDB JSON request or response body. */
import type { Payload } from './signed-fetch';
type AttributeMap = Parameters<typeof unmarshall>[0];

/** One document command: the API operation (`GetItem`…) and how its input and output convert. */
export interface DocumentOperation {
  readonly name: string;
  readonly input: (input: Payload) => Payload;
  readonly output: (output: Payload) => Payload;
}

/** Document → attribute-value map, as lib-dynamodb marshalls (`removeUndefinedValues`). */
const toAttributes = (document: unknown) => marshall(document as Record<string, unknown>, { removeUndefinedValues: true });
/** Attribute-value map → document, numbers as JavaScript numbers (lib-dynamodb's default). */
const toDocument = (attributes: unknown) => unmarshall(attributes as AttributeMap, { wrapNumbers: false });

type Convert = (value: unknown) => unknown;

/** A shallow copy of `object` with each present field of `fields` converted. */
function convertFields(object: unknown, fields: readonly string[], convert: Convert): Payload {
  const copy: Payload = { ...(object as Payload) };
  for (const field of fields) if (copy[field] !== undefined) copy[field] = convert(copy[field]);
  return copy;
}

const eachOf = (convert: Convert) => (list: unknown) => (list as unknown[]).map(convert);
const eachValueOf = (convert: Convert) => (record: unknown) =>
  Object.fromEntries(Object.entries(record as Payload).map(([key, value]) => [key, convert(value)]));
const fields = (names: readonly string[], convert: Convert) => (object: unknown) => convertFields(object, names, convert);

/** A BatchWriteItem request `{PutRequest:{Item}}` or `{DeleteRequest:{Key}}`, converted. */
const writeRequest = (convert: Convert) =>
  fields(['PutRequest', 'DeleteRequest'], (request) => convertFields(request, ['Item', 'Key'], convert));

const identity = (payload: Payload) => payload;

function operation(name: string, input: (input: Payload) => Payload, output: (output: Payload) => Payload = identity): DocumentOperation {
  return { name, input, output };
}

const singleItem = (name: string, inputFields: readonly string[], outputField: string) =>
  operation(name, fields(inputFields, toAttributes), fields([outputField], toDocument));

const itemPages = (name: string) =>
  operation(
    name,
    fields(['ExclusiveStartKey', 'ExpressionAttributeValues'], toAttributes),
    (output) => convertFields(convertFields(output, ['Items'], eachOf(toDocument)), ['LastEvaluatedKey'], toDocument),
  );

const keysOf = (convert: Convert) => eachValueOf(fields(['Keys'], eachOf(convert)));

/**
 * Command class name → its operation. The name, not the class: lib-dynamodb's CommonJS and ES builds
 * are two copies of each class, and a package may load either (bundles name their stand-ins explicitly,
 * lib/bundling/dynamodb-commands.ts).
 */
export const DOCUMENT_OPERATIONS: ReadonlyMap<string, DocumentOperation> = new Map<string, DocumentOperation>([
  ['GetCommand', singleItem('GetItem', ['Key'], 'Item')],
  ['PutCommand', singleItem('PutItem', ['Item', 'ExpressionAttributeValues'], 'Attributes')],
  ['UpdateCommand', singleItem('UpdateItem', ['Key', 'ExpressionAttributeValues'], 'Attributes')],
  ['DeleteCommand', singleItem('DeleteItem', ['Key', 'ExpressionAttributeValues'], 'Attributes')],
  ['QueryCommand', itemPages('Query')],
  ['ScanCommand', itemPages('Scan')],
  [
    'BatchGetCommand',
    operation('BatchGetItem', fields(['RequestItems'], keysOf(toAttributes)), (output) =>
      convertFields(convertFields(output, ['Responses'], eachValueOf(eachOf(toDocument))), ['UnprocessedKeys'], keysOf(toDocument)),
    ),
  ],
  [
    'BatchWriteCommand',
    operation(
      'BatchWriteItem',
      fields(['RequestItems'], eachValueOf(eachOf(writeRequest(toAttributes)))),
      fields(['UnprocessedItems'], eachValueOf(eachOf(writeRequest(toDocument)))),
    ),
  ],
  [
    'TransactGetCommand',
    operation(
      'TransactGetItems',
      fields(['TransactItems'], eachOf(fields(['Get'], fields(['Key'], toAttributes)))),
      fields(['Responses'], eachOf(fields(['Item'], toDocument))),
    ),
  ],
  [
    'TransactWriteCommand',
    operation(
      'TransactWriteItems',
      fields(
        ['TransactItems'],
        eachOf(fields(['ConditionCheck', 'Put', 'Delete', 'Update'], fields(['Key', 'Item', 'ExpressionAttributeValues'], toAttributes))),
      ),
    ),
  ],
]);
