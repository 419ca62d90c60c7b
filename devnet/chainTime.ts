/** hived's time format: UTC, whole seconds, no zone suffix (`2026-01-02T03:04:05`). */
export function toChainTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19);
}

export function chainTimeToMs(chainTime: string): number {
  return Date.parse(`${chainTime}Z`);
}
