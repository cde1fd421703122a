import { post } from '../index.js';

await post();
