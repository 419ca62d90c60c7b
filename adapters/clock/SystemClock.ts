import type { Clock } from '../../core/ports/Clock';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
