import { mergedChoice, type LimitChoice } from '../../../core/limits/postingLimits';
import type { LimitChoices } from '../../../core/ports/LimitChoices';

/** LimitChoices in this process's memory. */
export class MemoryLimitChoices implements LimitChoices {
  private readonly choices = new Map<string, LimitChoice>();

  async tighten(user: string, app: string, choice: LimitChoice): Promise<LimitChoice> {
    const key = `${user} ${app}`;
    const merged = mergedChoice(this.choices.get(key), choice);
    this.choices.set(key, merged);
    return structuredClone(merged);
  }

  async find(user: string, app: string): Promise<LimitChoice | undefined> {
    const choice = this.choices.get(`${user} ${app}`);
    return choice && structuredClone(choice);
  }

  async clear(user: string, app: string): Promise<void> {
    this.choices.delete(`${user} ${app}`);
  }
}
