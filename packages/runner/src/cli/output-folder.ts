import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Creates the folder a file is written into (`--log-requests reports/new/requests.har`, `-o out/x.json`),
 * as `--report-dir` creates its own: an output path never needs a folder made first.
 */
export async function ensureFolderOf(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
}
