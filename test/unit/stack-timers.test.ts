// The processes' timer sweep in the synthesized stack (infra/stack/timers.ts, docs/processes.md "Timers"): one rule,
// once a minute, invoking the project function with the sweep event, and allowed to invoke it.
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
  it('invokes the project domain\'s timer unit once a minute with the sweep event', () => {
    // Prepare
    const projectFn = logicalIdOf(stack.functions.get('project-timers')!);

    // Assess
    const rules = template.findResources('AWS::Events::Rule');
    expect(Object.keys(rules)).toHaveLength(1);
    const rule = Object.values(rules)[0] as { Properties: { ScheduleExpression: string; Targets: { Arn: unknown; Input: string }[] } };
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(rule.Properties.Targets).toHaveLength(1);
    expect(JSON.stringify(rule.Properties.Targets[0]!.Arn)).toContain(projectFn);
    expect(JSON.parse(rule.Properties.Targets[0]!.Input)).toEqual(TIMER_SWEEP_EVENT);
    template.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': [projectFn, 'Arn'] } });
  });
});
