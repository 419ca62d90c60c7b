import type { Clock } from '../../core/ports/Clock';

/** A clock tests move by hand. */
export class FakeClock implements Clock {
  constructor(private time = Date.parse('2026-11-21T12:00:00Z')) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
  set(iso: string): void {
    this.time = Date.parse(iso);
  }
}
