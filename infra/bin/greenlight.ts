/**
 * CDK app entry (cdk.json `app`): `npx cdk synth|deploy -c stage=dev|staging|prod`.
 *
 * Creates the stage's GreenlightStack, `Greenlight-<stage>` (issue 2 §4), and in a region other than
 * us-east-1 also, in us-east-1, `Greenlight-<stage>-edge-log` (CloudFront's access log delivery; decisions
 * CL1) and on staging and prod `Greenlight-<stage>-waf` (the CloudFront web ACL)
 * (`greenlightStacks`; issue 24; decisions I23). A bad context value (unknown
 * stage, malformed appUrl, partial Google configuration, missing native modules with
 * requireNativeModules=true) stops the synth with one line naming the problem.
 * `-c nag=true` also runs the cdk-nag AwsSolutions pack (the infra tests always run it).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { greenlightStacks } from '../lib/greenlight-stack';
import { ContextError, stackConfigFromContext } from '../lib/stage-config';

const app = new App();

try {
  const config = stackConfigFromContext(app.node);
  greenlightStacks(app, {
    config,
    // Account and region of the CLI's credentials when present; without them (offline synth) the
    // template stays environment-agnostic (and, on staging and prod, deployable to us-east-1 only).
    env: { account: process.env.CDK_DEFAULT_ACCOUNT || undefined, region: process.env.CDK_DEFAULT_REGION || undefined },
  });
} catch (error) {
  if (!(error instanceof ContextError)) throw error;
  console.error(`greenlight: ${error.message}`);
  process.exit(1);
}

const nag: unknown = app.node.tryGetContext('nag');
if (nag === true || nag === 'true') Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
