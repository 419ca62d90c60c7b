import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from './sources';

export const STORAGE = join(ROOT, 'adapters', 'storage');

/**
 * The `<prefix>*.ts` files of adapters/storage (prefix Memory, Sqlite or Postgres), paths relative
 * to it: each store sits in its capability's folder (signIn/, broadcast/, apps/, ...), so all are read.
 */
export function storageFiles(prefix: string): string[] {
  return readdirSync(STORAGE, { recursive: true, encoding: 'utf8' }).filter((path) => {
    const name = basename(path);
    return name.startsWith(prefix) && name.endsWith('.ts');
  });
}
