/** `hivegate/adapters/clock`: the system clock. */
export { SystemClock } from './SystemClock';
