import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The pages' assets folder, `web/` at the package root. Found by walking up from this file, since
 * it sits one level deeper once compiled (dist/adapters/http) than in the source (adapters/http).
 */
export function webDir(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'web', 'style.css')))
      return join(dir, 'web');
    if (dirname(dir) === dir) throw new Error(`hivegate: no web/ folder above ${from}`);
  }
}
