/**
 * hivegate's public entry: the server from configuration, the composition of the core over
 * caller-supplied adapters (no Koa needed), and the configuration reader.
 */
import 'reflect-metadata';

export { buildHivegate, type Hivegate, type HivegateAdapters, type HivegateOptions } from './buildHivegate';
export { ConfigError, loadConfig, type Config } from './config';
export { createServer, type AdapterOverrides, type HivegateServer } from './createServer';
export { TOKENS } from './tokens';
