import { report } from './entry.js';

await report();
