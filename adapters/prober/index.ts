/** `hivegate/adapters/prober`: the app website check, over the network (guarded) or fixed answers. */
export { FetchWebsiteProber } from './FetchWebsiteProber';
export { StaticWebsiteProber } from './StaticWebsiteProber';
