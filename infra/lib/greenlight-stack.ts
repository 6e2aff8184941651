/**
 * GreenlightStack: one stack per stage (`Greenlight-dev|staging|prod`) composing the concern
 * constructs of `infra/lib/constructs/` (BRIEF §1 topology, §5 "Infra"; issue 2 §4).
 *
 * Composition order matters only because CloudFormation references must not form a cycle:
 *   1. data, storage, email, and the HTTP and WebSocket APIs without routes;
 *   2. web (CloudFront needs the HTTP API's domain), which gives the app URL;
 *   3. the functions (APP_URL), then the user pool (its trigger function, callback URLs);
 *   4. routes, realtime routes, grants and schedules, which tie them together.
 *
 * Outputs → web app settings (read in web/src/config.ts):
 *   ApiUrl       → VITE_API_URL        origin of the API: the CloudFront URL; paths start with /api/v1
 *   WebSocketUrl → VITE_WS_URL         wss://{apiId}.execute-api.{region}.amazonaws.com/live
 *   UserPoolId   → VITE_USER_POOL_ID
 *   WebClientId  → VITE_WEB_CLIENT_ID
 * UploadsBucket, DistributionDomain, Region, HttpApiEndpoint (and HostedUiDomain with Google) are for
 * operators and smoke tests.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ROUTES } from '../../functions/src/routes/route-table';
import { REPO_ROOT } from './constructs/app-function';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { Functions } from './constructs/functions';
import { Realtime } from './constructs/realtime';
import { Schedules } from './constructs/schedules';
import { Storage } from './constructs/storage';
import { builtWebApp, Web } from './constructs/web';
import { apiDocsFiles } from './api-docs';
import { LOCAL_APP_URL, STAGE_SETTINGS, type StackConfig } from './stage-config';

export interface GreenlightStackProps extends StackProps {
  config: StackConfig;
  /**
   * Built web app to upload. Default: `web/dist` when it holds an index.html at synth time.
   * `null` skips the upload even if the build exists (tests use it to stay deterministic).
   */
  webDistPath?: string | null;
}

/** `Greenlight-<stage>`. */
export function stackNameOf(config: StackConfig): string {
  return `Greenlight-${config.stage}`;
}

export class GreenlightStack extends Stack {
  readonly config: StackConfig;

  constructor(scope: Construct, id: string, props: GreenlightStackProps) {
    super(scope, id, { description: `Greenlight content approval (${props.config.stage})`, ...props });
    const { config } = props;
    const { stage } = config;
    const settings = STAGE_SETTINGS[stage];
    this.config = config;

    // Origins other than CloudFront's that may call the API and upload: the appUrl context (custom
    // domain, or a local Vite server against a deployed dev API), and localhost on dev.
    const extraOrigins = unique([config.appUrl, stage === 'dev' ? LOCAL_APP_URL : undefined]);
    // Fixed name, built from pseudo parameters only, so the CSP can name it without a reference.
    const uploadsBucketName = `greenlight-${stage}-uploads-${this.account}-${this.region}`;

    const data = new Data(this, 'Data', { settings });
    const storage = new Storage(this, 'Storage', { settings, uploadsBucketName });
    const email = new Email(this, 'Email', { mailFrom: config.mailFrom });
    const api = new Api(this, 'Api', { settings, corsOrigins: extraOrigins });
    const realtime = new Realtime(this, 'Realtime', { settings });

    const cognitoOrigins = [`https://cognito-idp.${this.region}.${this.urlSuffix}`];
    if (config.google) cognitoOrigins.push(`https://${config.google.authDomainPrefix}.auth.${this.region}.amazoncognito.com`);
    const web = new Web(this, 'Web', {
      settings,
      stage,
      accessLogs: storage.accessLogs,
      apiOriginDomain: api.originDomainName,
      csp: {
        uploads: [`https://${uploadsBucketName}.s3.${this.region}.${this.urlSuffix}`, `https://${uploadsBucketName}.s3.${this.urlSuffix}`],
        websocket: `wss://${realtime.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
        auth: cognitoOrigins,
      },
      webDistPath: props.webDistPath === null ? undefined : (props.webDistPath ?? builtWebApp(REPO_ROOT)),
      apiDocs: apiDocsFiles(),
    });
    const cloudFrontUrl = `https://${web.distribution.distributionDomainName}`;
    const appUrl = config.appUrl ?? cloudFrontUrl;
    const appOrigins = unique([cloudFrontUrl, ...extraOrigins]);
    storage.allowUploadsFrom(appOrigins);

    const functions = new Functions(this, 'Functions', {
      stage,
      settings,
      tableName: data.table.tableName,
      uploadsBucketName: storage.uploads.bucketName,
      mailFrom: email.fromAddress,
      appUrl,
      websocketManagementUrl: realtime.managementUrl,
    });
    const auth = new Auth(this, 'Auth', {
      settings,
      deletionProtection: stage === 'prod',
      appOrigins,
      triggerFunction: functions.trigger,
      google: config.google,
    });
    functions.addAuthEnvironment(auth);
    functions.applyGrants({ data, auth, email, storage, realtime });

    api.addRoutes({
      routes: ROUTES,
      functionFor: (domain) => functions.httpFunction(domain),
      issuerUrl: auth.issuerUrl,
      audiences: [auth.serverClient.userPoolClientId, auth.webClient.userPoolClientId],
    });
    realtime.connect(functions.realtime);
    realtime.consumeStream(data.table, functions.streamFanOut);
    new Schedules(this, 'Schedules', { stage, functionFor: (name) => functions.scheduledFunction(name) });

    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output('ApiUrl', cloudFrontUrl, 'VITE_API_URL: origin serving /api/v1 (CloudFront, same origin as the app)');
    output('WebSocketUrl', realtime.url, 'VITE_WS_URL');
    output('UserPoolId', auth.userPool.userPoolId, 'VITE_USER_POOL_ID');
    output('WebClientId', auth.webClient.userPoolClientId, 'VITE_WEB_CLIENT_ID');
    // Only with Google sign-in; the web app shows "Continue with Google" only when it is set.
    if (auth.domain) output('AuthDomain', auth.domain.baseUrl(), 'VITE_AUTH_DOMAIN: Hosted UI domain (Google sign-in)');
    output('UploadsBucket', storage.uploads.bucketName, 'Uploads bucket (UPLOADS_BUCKET)');
    output('DistributionDomain', web.distribution.distributionDomainName, 'CloudFront domain of the app');
    output('Region', this.region, 'Region of the user pool and APIs');
    output('HttpApiEndpoint', api.httpApi.apiEndpoint, 'HTTP API without CloudFront, for smoke tests');
    if (auth.domain) output('HostedUiDomain', auth.domain.baseUrl(), 'Cognito Hosted UI (Google sign-in)');
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined))];
}
