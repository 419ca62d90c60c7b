/**
 * hivegate's public entry: the server from configuration, the composition of the core over
 * caller-supplied adapters (no Koa needed), and the configuration reader.
 */
import 'reflect-metadata';

export {
  composeCore,
  composeCore as buildHivegate,
  type CoreOptions,
  type CoreOptions as HivegateOptions,
  type CorePorts,
  type CorePorts as HivegateAdapters,
  type Hivegate,
} from './composeCore';
export { ConfigError, loadConfig, type Config } from './config';
export { createServer, type AdapterOverrides, type HivegateServer, type ServerOptions } from './createServer';
