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
import type { SqliteDatabase } from '../openDatabase';
import { migrateSqlite } from '../schema/migrateSqlite';

/** DeviceRequests in the SQLite file the worker processes share; each change is one statement. */
export class SqliteDeviceRequests implements DeviceRequests {
  private readonly statements;

  constructor(db: SqliteDatabase) {
    migrateSqlite(db);
    this.statements = {
      purge: db.prepare('DELETE FROM device_requests WHERE expires_at <= ?'),
      save: db.prepare(
        `INSERT INTO device_requests (device_hash, user_code, request_json, expires_at, interval_s)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      byUserCode: db.prepare<[string], DeviceRow>(
        `SELECT ${DEVICE_COLUMNS} FROM device_requests WHERE user_code = ?`,
      ),
      answer: db.prepare(
        'UPDATE device_requests SET answer_json = ? WHERE user_code = ? AND answer_json IS NULL',
      ),
      poll: db.prepare<
        [{ now: number; slowDownBy: number; hash: string; clientId: string }],
        DeviceRow
      >(pollStatement('sqlite')),
      take: db.prepare(
        `DELETE FROM device_requests WHERE device_hash = ?
         AND json_extract(answer_json, '$.approved') IS NOT NULL`,
      ),
    };
  }

  async save(request: DeviceRequest, now: number): Promise<boolean> {
    this.statements.purge.run(now);
    const saved = this.statements.save.run(
      request.deviceCodeHash,
      request.userCode,
      JSON.stringify(requestJson(request)),
      request.expiresAt,
      request.interval,
    );
    return saved.changes === 1;
  }

  async byUserCode(userCode: string): Promise<DeviceState | undefined> {
    const row = this.statements.byUserCode.get(userCode);
    if (!row) return undefined;
    const { tooEarly: _, ...state } = stateOfRow(row);
    return state;
  }

  async answer(userCode: string, answer: DeviceAnswer): Promise<boolean> {
    return this.statements.answer.run(JSON.stringify(answer), userCode).changes === 1;
  }

  async poll(
    deviceCodeHash: string,
    clientId: string,
    now: number,
    slowDownBy: number,
  ): Promise<(DeviceState & { tooEarly: boolean }) | undefined> {
    const row = this.statements.poll.get({ now, slowDownBy, hash: deviceCodeHash, clientId });
    return row && stateOfRow(row);
  }

  async take(deviceCodeHash: string): Promise<boolean> {
    return this.statements.take.run(deviceCodeHash).changes === 1;
  }
}
