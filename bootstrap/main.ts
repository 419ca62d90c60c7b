/** `npm start`: the service with the environment's configuration (public Hive nodes by default). */
import { loadConfig } from './config';
import { runMain, runService } from './runService';

runMain(async () => {
  await runService(loadConfig());
});
