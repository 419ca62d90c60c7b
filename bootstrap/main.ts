/** `npm start`: the service with the environment's configuration (public Hive nodes by default). */
import { isPrimaryOf, runPrimary } from './cluster';
import { loadConfig } from './config';
import { runMain, runService } from './runService';

runMain(async () => {
  const config = loadConfig();
  // WORKERS=N > 1: this process only forks and supervises; each worker runs the service.
  if (isPrimaryOf(config)) await runPrimary(config);
  else await runService(config);
});
