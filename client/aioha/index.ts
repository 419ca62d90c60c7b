/**
 * hivegate/aioha: hivegate as a provider for Aioha (`@aioha/aioha` 1.8, a peer dependency), for
 * the browser. See docs/aioha.md.
 *
 *   aioha.registerCustomProvider(new HivegateProvider({ baseURL, app, callbackURL }))
 */
export {
  HivegateProvider,
  type HivegateProviderOptions,
  type PersistentLoginHivegate,
} from './HivegateProvider';
export { relayPopupCallback } from './popup';
export { AIOHA_CODES } from './aiohaErrors';
