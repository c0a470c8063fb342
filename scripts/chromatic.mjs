#!/usr/bin/env node
// `npm run chromatic`: publishes the built Storybook to Chromatic for teams that use the hosted visual review. Without
// CHROMATIC_PROJECT_TOKEN it says so in one line and exits 0: the local review (npm run visual:review) works everywhere.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published (the local visual review is npm run visual:review).');
  process.exit(0);
}
const run = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
