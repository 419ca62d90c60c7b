import type { Pool } from 'pg';
import type {
  DeviceAnswer,
  DeviceRequest,
  DeviceRequests,
  DeviceState,
} from '../../../core/ports/DeviceRequests';
import {
  DEVICE_COLUMNS,
  pollStatement,
  requestJson,
  stateOfRow,
  type DeviceRow,
} from './deviceRows';
import { rowsOf } from '../postgresQuery';

/**
 * DeviceRequests in PostgreSQL, shared by every instance: the user may answer on one while the
 * device polls another. Each change is one statement, so two polls or two answers never interleave.
 */
export class PostgresDeviceRequests implements DeviceRequests {
  constructor(private readonly pool: Pool) {}

  async save(request: DeviceRequest, now: number): Promise<boolean> {
    await rowsOf(this.pool, 'DELETE FROM device_requests WHERE expires_at <= $1', [now]);
    const rows = await rowsOf(
      this.pool,
      `INSERT INTO device_requests (device_hash, user_code, request_json, expires_at, interval_s)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING device_hash`,
      [
        request.deviceCodeHash,
        request.userCode,
        JSON.stringify(requestJson(request)),
        request.expiresAt,
        request.interval,
      ],
    );
    return rows.length === 1;
  }

  async byUserCode(userCode: string): Promise<DeviceState | undefined> {
    const [row] = await rowsOf<DeviceRow>(
      this.pool,
      `SELECT ${DEVICE_COLUMNS} FROM device_requests WHERE user_code = $1`,
      [userCode],
    );
    if (!row) return undefined;
    const { tooEarly: _, ...state } = stateOfRow(row);
    return state;
  }

  async answer(userCode: string, answer: DeviceAnswer): Promise<boolean> {
    const rows = await rowsOf(
      this.pool,
      `UPDATE device_requests SET answer_json = $1
       WHERE user_code = $2 AND answer_json IS NULL RETURNING device_hash`,
      [JSON.stringify(answer), userCode],
    );
    return rows.length === 1;
  }

  async poll(
    deviceCodeHash: string,
    clientId: string,
    now: number,
    slowDownBy: number,
  ): Promise<(DeviceState & { tooEarly: boolean }) | undefined> {
    const [row] = await rowsOf<DeviceRow>(this.pool, pollStatement('postgres'), [
      now,
      slowDownBy,
      deviceCodeHash,
      clientId,
    ]);
    return row && stateOfRow(row);
  }

  async take(deviceCodeHash: string): Promise<boolean> {
    const rows = await rowsOf(
      this.pool,
      `DELETE FROM device_requests WHERE device_hash = $1 AND answer_json ? 'approved'
       RETURNING device_hash`,
      [deviceCodeHash],
    );
    return rows.length === 1;
  }
}
