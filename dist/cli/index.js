#!/usr/bin/env node
import { cli } from '../index.js';

process.exitCode = await cli(process.argv.slice(2));
