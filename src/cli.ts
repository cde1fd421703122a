#!/usr/bin/env node
import { cli } from './entry.js';

process.exitCode = await cli(process.argv.slice(2));
