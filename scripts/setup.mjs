#!/usr/bin/env node
// `npm run setup`: installs pnpm (when missing) and the workspace's dependencies.
import { installEverything } from './lib/bootstrap.mjs';

installEverything();
