// The processes' timer sweep in the synthesized stack (infra/stack/timers.ts, docs/processes.md "Timers"): one rule per
// unit with a schedule (the project domain's timers, the account domain's), once a minute, invoking that unit's
// function with the sweep event, and allowed to invoke it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CfnElement} from 'aws-cdk-lib';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMER_SWEEP_EVENT } from '../../shared/process/timers.js';
import { addHezuoStack } from '../../infra/stack/hezuo-app.js';
import type { HezuoStack } from '../../infra/stack/hezuo-stack.js';

let app: App;
let stack: HezuoStack;
let template: Template;

beforeAll(() => {
  app = new App({ outdir: mkdtempSync(join(tmpdir(), 'hezuo-cdk-timers-')), context: { 'aws:cdk:bundling-stacks': [] } });
  stack = addHezuoStack(app, { stage: 'test', spaBuild: 'placeholder' });
  template = Template.fromStack(stack);
}, 180_000);

afterAll(() => rmSync(app.outdir, { recursive: true, force: true }));

const logicalIdOf = (construct: { node: { defaultChild?: unknown } }): string => Stack.of(stack).resolve((construct.node.defaultChild as CfnElement).logicalId) as string;

describe('the timer sweep', () => {
  it.each(['project-timers', 'account', 'order'] as const)('invokes the %s unit once a minute with the sweep event', (unit) => {
    // Prepare
    const fn = logicalIdOf(stack.functions.get(unit)!);

    // Assess
    const rules = Object.values(template.findResources('AWS::Events::Rule')) as { Properties: { ScheduleExpression: string; Targets: { Arn: unknown; Input: string }[] } }[];
    expect(rules).toHaveLength(3);
    const rule = rules.find((r) => JSON.stringify(r.Properties.Targets[0]!.Arn).includes(fn));
    expect(rule?.Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(rule?.Properties.Targets).toHaveLength(1);
    expect(JSON.parse(rule!.Properties.Targets[0]!.Input)).toEqual(TIMER_SWEEP_EVENT);
    template.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': [fn, 'Arn'] } });
  });
});
