// Preloaded with `node --import` into a process under measurement: writes
// the process's peak RSS (KiB) to $BENCH_RSS_FILE when it exits.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    writeFileSync(file, String(process.resourceUsage().maxRSS));
  });
}
