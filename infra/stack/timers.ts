/**
 * The processes' timer sweeps on AWS (docs/processes.md "Timers"): an EventBridge rule invokes each unit with a
 * `schedule` trigger (shared/units.ts: the project domain's `project-timers`) once a minute with the sweep event; the
 * function fires every timer of its domain that is due (invitations expiring after 7 days, demands closing at their
 * deadline, unpaid negotiation fees). A timer is an item beside its object, so a missed minute only delays it, and a
 * sweep that runs twice fires nothing twice (each transition is conditional).
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { TIMER_SWEEP_EVENT, TIMER_SWEEP_MINUTES } from '../../shared/process/timers.js';
import { UNITS, type UnitName } from '../../shared/units.js';

export const scheduleTimerSweep = (scope: Construct, unit: UnitName, fn: IFunction): Rule =>
  new Rule(scope, unit === 'project-timers' ? 'TimerSweep' : `TimerSweep${unit}`, {
    description: `Fires the due timers of the ${UNITS[unit].domain} domain (${unit})`,
    schedule: Schedule.rate(Duration.minutes(TIMER_SWEEP_MINUTES)),
    targets: [new LambdaFunction(fn, { event: RuleTargetInput.fromObject(TIMER_SWEEP_EVENT), retryAttempts: 2 })],
  });
