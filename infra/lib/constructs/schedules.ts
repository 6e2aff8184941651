/**
 * Schedules: EventBridge Scheduler runs the scheduled jobs (BRIEF §1 "EventBridge Scheduler ──
 * Lambda"; issue 2 §4): due reminders, recycle-bin purge and account deletion, one schedule per
 * SCHEDULED_FUNCTIONS entry at `rate(rateMinutes)`.
 *
 * Each invocation's payload is `{ "time": "<ISO 8601 scheduled time>" }`, the shape the local stack
 * sends too (infra/local/schedules.ts), so a job works on the window it was scheduled for even when a
 * retry runs late.
 * One role, assumable by the Scheduler service for this account only, may invoke these functions.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { SCHEDULED_FUNCTIONS, type ScheduleName } from '../../../functions/src/catalogue';
import type { Stage } from '../stage-config';
import { acknowledgeOnPrincipal, arnFinding } from '../nag';

/** Physical schedule name, unique per account and region: `greenlight-<stage>-<name>`. */
export function scheduleNameOf(stage: Stage, name: ScheduleName): string {
  return `greenlight-${stage}-${name}`;
}

export interface SchedulesProps {
  stage: Stage;
  functionFor: (name: ScheduleName) => IFunction;
}

export class Schedules extends Construct {
  readonly role: Role;
  readonly schedules = new Map<ScheduleName, Schedule>();

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    this.role = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'EventBridge Scheduler invokes the Greenlight scheduled jobs',
    });

    for (const job of SCHEDULED_FUNCTIONS) {
      const fn = props.functionFor(job.name);
      const schedule = new Schedule(this, job.name, {
        scheduleName: scheduleNameOf(props.stage, job.name),
        description: `Greenlight ${job.name} every ${job.rateMinutes} min`,
        schedule: ScheduleExpression.rate(Duration.minutes(job.rateMinutes)),
        target: new LambdaInvoke(fn, {
          role: this.role,
          input: ScheduleTargetInput.fromObject({ time: ContextAttribute.scheduledTime }),
          retryAttempts: 2,
          // A run older than its own period is superseded by the next one.
          maxEventAge: Duration.minutes(Math.min(job.rateMinutes, 24 * 60)),
        }),
      });
      this.schedules.set(job.name, schedule);
      acknowledgeOnPrincipal(
        this.role,
        `AwsSolutions-IAM5[Resource::${arnFinding(fn)}:*]`,
        `lambda:InvokeFunction on the ${job.name} function's versions and aliases (grantInvoke); no other function.`,
      );
    }
  }
}
