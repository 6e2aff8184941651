/**
 * AppFunction: the one place that sets Lambda defaults for Greenlight (BRIEF §5 "Infra": arm64,
 * nodejs22.x, minify, log retention; BRIEF §6 "each Lambda bundle ≤ 300 KB and carries only the SDK
 * clients it uses"; BRIEF §5 "Avoid --enable-source-maps in production").
 *
 * Bundling: the esbuild options come from infra/lib/bundling.ts (FUNCTION_BUNDLE_OPTIONS), the one
 * module the bundle-size test and `npm run bench` build with too; its docstring gives the choices
 * (ESM, SDK bundled and tree-shaken, minified, no source maps, aliases). Here, in addition:
 * - Local esbuild only (`forceDockerBundling: false`): there is no Docker here, and esbuild is a dev
 *   dependency, so `cdk synth` works offline.
 * - Native packages (NATIVE_MODULES: sharp, and the PDF renderer pdfjs-dist with @napi-rs/canvas) are
 *   never bundled: esbuild cannot bundle their binaries (nor pdf.js's worker, fonts and WebAssembly,
 *   which it reads from its own folder), and the binaries on a developer machine are not Lambda's
 *   (linux, arm64, glibc). A function that needs them (`nativeModules: 'sharp'` or `'sharp-pdf'`, one of
 *   NATIVE_MODULE_SETS) gets that set copied into `node_modules` next to its bundle from
 *   nativeModulesDir(set), which `infra/scripts/build-native-modules.sh` installs for linux-arm64. Synth without that folder still
 *   works (tests, fresh clones) but warns; `-c requireNativeModules=true` (the deploy workflow) turns
 *   the warning into an error, so nothing deploys without them.
 *
 * The function gets its own role (no AWS managed policy; it may only write to its own log group and
 * X-Ray) and its own log group with the stage's retention. Everything else is granted by the
 * concern constructs' grant helpers (least privilege, issue 2 §4).
 */
import { Annotations, Duration, Validations, type Size } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  FILES_BESIDE_BUNDLE,
  FUNCTION_BUNDLE_OPTIONS,
  NATIVE_MODULE_SETS,
  NATIVE_MODULES,
  REPO_ROOT,
  type NativeModuleSet,
} from '../bundling';
import { ContextError, type StageSettings } from '../stage-config';

export { NATIVE_MODULES, REPO_ROOT };

/** Metrics namespace shared by every function (POWERTOOLS_METRICS_NAMESPACE). */
export const METRICS_NAMESPACE = 'Greenlight';

/** Runtime and architecture of every Greenlight function; the infra test asserts both. */
export const APP_RUNTIME = Runtime.NODEJS_22_X;
export const APP_ARCHITECTURE = Architecture.ARM_64;

/** Lambda's builds of NATIVE_MODULES (linux, arm64, glibc), one folder per set, made by infra/scripts/build-native-modules.sh. */
export const NATIVE_MODULES_ROOT = join(REPO_ROOT, '.build', 'native-modules', 'linux-arm64');

/** The node_modules folder of one NATIVE_MODULE_SETS entry (decisions LD3). */
export const nativeModulesDir = (set: NativeModuleSet) => join(NATIVE_MODULES_ROOT, set, 'node_modules');
/** Context key: when true, a missing native-modules folder fails the synth instead of warning. */
export const REQUIRE_NATIVE_MODULES_CONTEXT = 'requireNativeModules';

export interface AppFunctionProps {
  /** Catalogue name (`cards`, `due-reminders`, `cognito-triggers`…); becomes POWERTOOLS_SERVICE_NAME. */
  name: string;
  /** Handler entry file relative to the repository root, exporting `handler`. */
  entry: string;
  settings: StageSettings;
  /** Application environment (TABLE_NAME, …); the Powertools variables are added here. */
  environment: Record<string, string>;
  /** Default 10 s; API Gateway gives up after 29 s anyway. */
  timeout?: Duration;
  /** MB (../function-memory.ts, which the cost model reads too). */
  memorySize: number;
  description?: string;
  /** /tmp size (default Lambda's 512 MB): the transfer worker's import zips (issue 40). */
  ephemeralStorageSize?: Size;
  /** Ship this set of NATIVE_MODULES (sharp; or sharp and the PDF renderer) in node_modules beside the bundle. */
  nativeModules?: NativeModuleSet;
}

/** A NodejsFunction with Greenlight's defaults; use it for every function of the catalogue. */
export class AppFunction extends NodejsFunction {
  /** The catalogue name, for grants and schedules. */
  readonly appName: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.settings.logRetention,
      removalPolicy: props.settings.removalPolicy,
    });
    // Our own role instead of the default one: the default attaches the AWS managed
    // AWSLambdaBasicExecutionRole (logs:CreateLogGroup on *), which we do not need.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Greenlight ${props.name} function`,
    });

    super(scope, id, {
      entry: join(REPO_ROOT, props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: APP_RUNTIME,
      architecture: APP_ARCHITECTURE,
      memorySize: props.memorySize,
      timeout: props.timeout ?? Duration.seconds(10),
      ...(props.ephemeralStorageSize ? { ephemeralStorageSize: props.ephemeralStorageSize } : {}),
      description: props.description ?? `Greenlight ${props.name}`,
      tracing: Tracing.ACTIVE,
      role,
      logGroup,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.name,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: props.settings.logLevel,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: FUNCTION_BUNDLE_OPTIONS.target,
        mainFields: [...FUNCTION_BUNDLE_OPTIONS.mainFields],
        banner: FUNCTION_BUNDLE_OPTIONS.banner.js,
        bundleAwsSDK: true,
        minify: FUNCTION_BUNDLE_OPTIONS.minify,
        sourceMap: FUNCTION_BUNDLE_OPTIONS.sourcemap,
        forceDockerBundling: false,
        logLevel: LogLevel.WARNING,
        // Replaces CDK's default externals (@aws-sdk/*), so the SDK is bundled; only native packages stay out.
        externalModules: [...FUNCTION_BUNDLE_OPTIONS.external],
        define: { ...FUNCTION_BUNDLE_OPTIONS.define },
        esbuildArgs: Object.fromEntries(
          Object.entries(FUNCTION_BUNDLE_OPTIONS.alias).map(([name, path]) => [`--alias:${name}`, path]),
        ),
        commandHooks: bundlingHooks(scope, props.entry, props.nativeModules),
      },
    });
    this.appName = props.name;
    logGroup.grantWrite(role);

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'The runtime is pinned to nodejs22.x by the design (issue 2 §4); APP_RUNTIME is the single place to move it, and the infra test asserts it.',
    });
    // The finding id names the resource, not the action: a function whose role holds another
    // `Resource: *` statement acknowledges that one itself (the stream fan-out's dynamodb:ListStreams,
    // Realtime.consumeStream), and tests/infra/stack.test.ts holds every such statement to an allowlist.
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "Active tracing (Tracing.ACTIVE) adds xray:PutTraceSegments and xray:PutTelemetryRecords, which require Resource '*': the Service Authorization Reference lists no resource type for either action, so they cannot be scoped to a resource.",
    });
  }
}

/** tsx, which runs infra/scripts/bundle-function.ts in the afterBundling hook. */
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const BUNDLE_FUNCTION_SCRIPT = join(REPO_ROOT, 'infra', 'scripts', 'bundle-function.ts');

/**
 * Bundling hooks: after esbuild, rebuild the asset with code splitting (infra/scripts/bundle-function.ts,
 * decisions KI2), then copy FILES_BESIDE_BUNDLE (the `errors` catalogues, decisions LI1) into every
 * function's asset, and the folder of its NATIVE_MODULE_SETS entry when it has one.
 */
function bundlingHooks(scope: Construct, entry: string, set: NativeModuleSet | undefined) {
  const nativeModules = set ? copyNativeModules(scope, set) : () => [];
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) => [
      // CDK's esbuild wrote one index.mjs; the deployed asset is split (FUNCTION_SPLIT_OPTIONS, decisions KI2).
      `${JSON.stringify(TSX)} ${JSON.stringify(BUNDLE_FUNCTION_SCRIPT)} ${JSON.stringify(entry)} ${JSON.stringify(outputDir)}`,
      ...FILES_BESIDE_BUNDLE.flatMap(({ from, to }) => {
        const target = join(outputDir, to);
        return [
          `mkdir -p ${JSON.stringify(dirname(target))}`,
          `cp ${JSON.stringify(join(REPO_ROOT, from))} ${JSON.stringify(target)}`,
        ];
      }),
      ...nativeModules(outputDir),
    ],
  };
}

/**
 * The commands that copy the folder of one NATIVE_MODULE_SETS entry into the bundle's folder, or none (with a
 * warning) when it lacks any of the set's modules (absent, or built before one was added).
 */
function copyNativeModules(scope: Construct, set: NativeModuleSet): (outputDir: string) => string[] {
  const dir = nativeModulesDir(set);
  const modules: readonly string[] = NATIVE_MODULE_SETS[set];
  const missing = modules.filter((module) => !existsSync(join(dir, module, 'package.json')));
  const present = missing.length === 0;
  if (!present) {
    const message = `${dir} lacks ${missing.join(', ')}: run infra/scripts/build-native-modules.sh before deploying, or ${modules.join(', ')} will not load in Lambda.`;
    const required: unknown = scope.node.tryGetContext(REQUIRE_NATIVE_MODULES_CONTEXT);
    if (required === true || required === 'true') throw new ContextError(message);
    Annotations.of(scope).addWarningV2('greenlight:nativeModulesMissing', message);
  }
  return (outputDir) =>
    present ? [`cp -R ${JSON.stringify(dir)} ${JSON.stringify(join(outputDir, 'node_modules'))}`] : [];
}
