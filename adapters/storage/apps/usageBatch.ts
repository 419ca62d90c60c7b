import type { UsageRecord } from '../../../core/ports/UsageStore';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Throws on the first malformed record, so that every UsageStore refuses a bad batch before
 * writing any of it (the port promises all or nothing).
 */
export function assertUsageBatch(batch: readonly UsageRecord[]): void {
  for (const record of batch) {
    const ok =
      typeof record.app === 'string' &&
      record.app !== '' &&
      typeof record.user === 'string' &&
      record.user !== '' &&
      typeof record.day === 'string' &&
      DAY.test(record.day) &&
      Number.isSafeInteger(record.requests) &&
      record.requests >= 1;
    if (!ok) throw new TypeError(`malformed usage record: ${JSON.stringify(record)}`);
  }
}
