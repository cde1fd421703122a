import { post } from './entry.js';

await post();
