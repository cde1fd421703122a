import { main } from './entry.js';

await main();
