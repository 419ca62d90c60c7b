/**
 * `hivegate/adapters/prober`: the app website check, over the network (guarded) or fixed answers,
 * and back-channel logout notices sent by the same outbound rules.
 */
export { FetchWebsiteProber } from './FetchWebsiteProber';
export { StaticWebsiteProber } from './StaticWebsiteProber';
export { FetchLogoutSender } from './FetchLogoutSender';
