import type { LogoutDelivery, LogoutQueue } from '../../../core/ports/LogoutQueue';

/** LogoutQueue in process memory: notices are lost on exit (tests, single-process embedding). */
export class MemoryLogoutQueue implements LogoutQueue {
  private readonly deliveries = new Map<string, LogoutDelivery & { leaseUntil: number }>();

  async add(delivery: LogoutDelivery): Promise<void> {
    this.deliveries.set(delivery.id, { ...delivery, leaseUntil: 0 });
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<LogoutDelivery[]> {
    const due = [...this.deliveries.values()]
      .filter((delivery) => delivery.nextAt <= now && delivery.leaseUntil <= now)
      .sort((a, b) => a.nextAt - b.nextAt)
      .slice(0, limit);
    return due.map((delivery) => {
      delivery.leaseUntil = now + leaseMs;
      const { leaseUntil: _, ...claimed } = delivery;
      return claimed;
    });
  }

  async remove(id: string): Promise<void> {
    this.deliveries.delete(id);
  }

  async postpone(id: string, attempts: number, nextAt: number): Promise<void> {
    const delivery = this.deliveries.get(id);
    if (delivery) Object.assign(delivery, { attempts, nextAt, leaseUntil: 0 });
  }
}
