// The CDK app entry (cdk.json): `npx cdk synth|deploy -c stage=<stage>`, stage `dev` unless told.
import { App } from 'aws-cdk-lib';
import { addHezuoStack } from './stack/hezuo-app.js';

const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
// The placeholder page instead of the Vite build: for quick synths, and checkouts where web/ does not build yet.
const skipSpaBuild =
  [true, 'true', '1'].includes(app.node.tryGetContext('skipSpaBuild')) || process.env.HEZUO_SKIP_SPA_BUILD === '1';

addHezuoStack(app, { stage, spaBuild: skipSpaBuild ? 'placeholder' : 'vite' });
