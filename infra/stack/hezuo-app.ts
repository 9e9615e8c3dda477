// Puts the stack of one stage into a CDK app and checks it with cdk-nag; shared by infra/app.ts and the unit test.
import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { HezuoStack } from './hezuo-stack.js';
import type { SpaBuild } from './spa-asset.js';
import type { RouteDef } from '../../shared/routes/types.js';

export interface HezuoAppOptions {
  readonly stage: string;
  readonly spaBuild: SpaBuild;
  /** The HTTP routes to serve; the deployed routes of the table unless a test passes others. */
  readonly routes?: readonly RouteDef[];
}

export const addHezuoStack = (app: App, { stage, spaBuild, routes }: HezuoAppOptions): HezuoStack => {
  // Environment-agnostic on purpose: synth needs no credentials, and `cdk deploy` takes the account and region
  // of the profile it runs with.
  const stack = new HezuoStack(app, `Hezuo-${stage}`, {
    stage,
    spaBuild,
    routes,
    description: `Hezuo (${stage}): serverless site, APIs, functions and data`,
  });
  // cdk-nag v3 is a policy validation plugin: a finding nobody acknowledged fails the synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
};
