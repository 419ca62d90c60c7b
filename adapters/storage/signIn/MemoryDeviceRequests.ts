import type {
  DeviceAnswer,
  DeviceRequest,
  DeviceRequests,
  DeviceState,
} from '../../../core/ports/DeviceRequests';

interface Stored extends DeviceState {
  polledAt?: number;
}

/** DeviceRequests in process memory (tests, single-process embedding). */
export class MemoryDeviceRequests implements DeviceRequests {
  private readonly byHash = new Map<string, Stored>();
  private readonly hashOfUserCode = new Map<string, string>();

  async save(request: DeviceRequest, now: number): Promise<boolean> {
    for (const [hash, stored] of this.byHash)
      if (stored.request.expiresAt <= now) this.forget(hash);
    if (this.hashOfUserCode.has(request.userCode)) return false;
    this.byHash.set(request.deviceCodeHash, { request: { ...request } });
    this.hashOfUserCode.set(request.userCode, request.deviceCodeHash);
    return true;
  }

  async byUserCode(userCode: string): Promise<DeviceState | undefined> {
    const hash = this.hashOfUserCode.get(userCode);
    return hash === undefined ? undefined : copy(this.byHash.get(hash)!);
  }

  async answer(userCode: string, answer: DeviceAnswer): Promise<boolean> {
    const hash = this.hashOfUserCode.get(userCode);
    const stored = hash === undefined ? undefined : this.byHash.get(hash);
    if (!stored || stored.answer) return false;
    stored.answer = answer;
    return true;
  }

  async poll(
    deviceCodeHash: string,
    clientId: string,
    now: number,
    slowDownBy: number,
  ): Promise<(DeviceState & { tooEarly: boolean }) | undefined> {
    const stored = this.byHash.get(deviceCodeHash);
    if (!stored || stored.request.clientId !== clientId) return undefined;
    const tooEarly =
      stored.polledAt !== undefined && now - stored.polledAt < stored.request.interval * 1000;
    if (tooEarly) stored.request.interval += slowDownBy;
    stored.polledAt = now;
    return { ...copy(stored), tooEarly };
  }

  async take(deviceCodeHash: string): Promise<boolean> {
    const stored = this.byHash.get(deviceCodeHash);
    if (!stored || !stored.answer || !('approved' in stored.answer)) return false;
    this.forget(deviceCodeHash);
    return true;
  }

  private forget(hash: string): void {
    const stored = this.byHash.get(hash);
    if (stored) this.hashOfUserCode.delete(stored.request.userCode);
    this.byHash.delete(hash);
  }
}

function copy(stored: Stored): DeviceState {
  return {
    request: { ...stored.request },
    ...(stored.answer ? { answer: stored.answer } : {}),
  };
}
