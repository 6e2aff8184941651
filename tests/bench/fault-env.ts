/**
 * Imported first by ./faults.bench.ts: `GREENLIGHT_FAULTS` must be set before any module makes an AWS client
 * (the table module makes the DynamoDB client when it loads), so that every client is made with the fault
 * handler and the production request timeout (functions/src/lib/aws/client-config.ts; decisions FT4). No
 * fault acts yet: the bench sets the real ones once its data is written.
 */
process.env.STAGE = 'local'; // as the local stack sets it: faults are refused elsewhere
process.env.GREENLIGHT_FAULTS = 'dynamodb=0';
