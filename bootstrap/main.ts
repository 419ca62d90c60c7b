/** `npm start`: the service with the environment's configuration (public Hive nodes by default). */
import { isPrimaryOf, runPrimary } from './cluster';
import { loadConfig } from './config';
import { runMain, runService } from './runService';

/** Runs the service configured from `env` (the hivegate command passes its flags in it). */
export function serve(env: Record<string, string | undefined> = process.env): void {
  runMain(async () => {
    const config = loadConfig(env);
    // WORKERS=N > 1: this process only forks and supervises; each worker runs the service.
    if (isPrimaryOf(config)) await runPrimary(config);
    else await runService(config);
  });
}

if (require.main === module) serve();
