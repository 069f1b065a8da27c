import fs from 'node:fs/promises';
import path from 'node:path';

/** Development outbox: one JSON object per line under $DATA_DIR/outbox, read by tests and developers. */
export async function appendToOutbox(dataDir: string, name: string, entry: object): Promise<void> {
  const dir = path.join(dataDir, 'outbox');
  await fs.mkdir(dir, { recursive: true });
  await fs.appendFile(path.join(dir, name), `${JSON.stringify(entry)}\n`);
}
