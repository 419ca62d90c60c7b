import type { DeviceRequest, DeviceState } from '../../../core/ports/DeviceRequests';

/**
 * A row of device_requests as SQLite and PostgreSQL return it: JSON as text from SQLite and parsed
 * from PostgreSQL's jsonb, bigints as strings from PostgreSQL.
 */
export interface DeviceRow {
  device_hash: string;
  user_code: string;
  request_json: string | object;
  expires_at: number | string;
  interval_s: number;
  too_early: number;
  answer_json: string | object | null;
}

export const DEVICE_COLUMNS =
  'device_hash, user_code, request_json, expires_at, interval_s, too_early, answer_json';

/** What of a request is kept as JSON: what it asks for. */
export type RequestJson = Pick<DeviceRequest, 'clientId' | 'scope' | 'limits'>;

export const requestJson = (request: DeviceRequest): RequestJson => ({
  clientId: request.clientId,
  scope: request.scope,
  ...(request.limits ? { limits: request.limits } : {}),
});

/** The poll statement's parameters, in PostgreSQL's order ($1, $2, $3). */
const POLL_PARAMETERS = ['now', 'slowDownBy', 'hash', 'clientId'] as const;

/**
 * One poll, in one statement: whether it came sooner than the interval after the previous one
 * (the right-hand sides read the row as it was), the interval grown by `slowDownBy` if so, and
 * the time of this poll. SQLite names its parameters (`@now`); PostgreSQL numbers them.
 */
/** The request's client, read from its JSON in each dialect. */
const clientOf = {
  sqlite: "json_extract(request_json, '$.clientId')",
  postgres: "request_json->>'clientId'",
} as const;

export const pollStatement = (dialect: 'sqlite' | 'postgres'): string => {
  const p = (name: (typeof POLL_PARAMETERS)[number]) =>
    dialect === 'sqlite' ? `@${name}` : `$${POLL_PARAMETERS.indexOf(name) + 1}`;
  const early = `polled_at IS NOT NULL AND ${p('now')} - polled_at < interval_s * 1000`;
  return `UPDATE device_requests SET
     too_early = CASE WHEN ${early} THEN 1 ELSE 0 END,
     interval_s = interval_s + CASE WHEN ${early} THEN ${p('slowDownBy')} ELSE 0 END,
     polled_at = ${p('now')}
   WHERE device_hash = ${p('hash')} AND ${clientOf[dialect]} = ${p('clientId')}
   RETURNING ${DEVICE_COLUMNS}`;
};

export function stateOfRow(row: DeviceRow): DeviceState & { tooEarly: boolean } {
  const asked = parsed<RequestJson>(row.request_json);
  const answer =
    row.answer_json === null ? undefined : parsed<DeviceState['answer']>(row.answer_json);
  return {
    request: {
      deviceCodeHash: row.device_hash,
      userCode: row.user_code,
      ...asked,
      expiresAt: Number(row.expires_at),
      interval: Number(row.interval_s),
    },
    ...(answer ? { answer } : {}),
    tooEarly: Number(row.too_early) === 1,
  };
}

const parsed = <T>(value: string | object): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
