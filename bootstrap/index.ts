/**
 * hivegate's public entry: everything hivegate/core has (the core, and composeCore over
 * caller-supplied adapters, no Koa needed), plus the server from configuration and its reader.
 */
import 'reflect-metadata';

export * from './coreEntry'; // the core and composeCore, as hivegate/core has them
export { ConfigError, loadConfig, type Config } from './config';
export {
  createServer,
  type AdapterOverrides,
  type HivegateServer,
  type ServerOptions,
} from './createServer';
