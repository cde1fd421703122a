import { report } from '../index.js';

await report();
