/**
 * Each Lambda function's memory in MB, one source for CDK (./constructs/functions.ts, ./constructs/app-function.ts)
 * and the cost model, which bills GB-seconds from it (issue 39; tests/cost/). Plain data: no CDK import.
 */
import { COGNITO_TRIGGER_FUNCTION, WEBHOOK_DELIVERY_FUNCTION } from '../../functions/src/catalogue';

/** The default: on Lambda, CPU scales with memory, which shortens cold starts. */
export const DEFAULT_MEMORY_MB = 1024;

/** The functions that use less: the webhook sender only waits on the receiver; Cognito's trigger writes one item. */
const SMALLER: Readonly<Record<string, number>> = {
  [WEBHOOK_DELIVERY_FUNCTION.name]: 512,
  [COGNITO_TRIGGER_FUNCTION.name]: 512,
};

/** Memory in MB of the catalogue function `name` (functions/src/catalogue.ts). */
export function memoryOf(name: string): number {
  return SMALLER[name] ?? DEFAULT_MEMORY_MB;
}
