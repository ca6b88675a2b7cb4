// Preloaded (`node --import`) into a `tarc` child: writes the process's peak resident set size
// (process.resourceUsage().maxRSS, KiB) to the file TARC_MAX_RSS_FILE names when it exits.
import { writeFileSync } from 'node:fs';

const file = process.env.TARC_MAX_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
