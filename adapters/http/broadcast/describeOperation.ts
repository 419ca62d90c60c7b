import { operationNamed } from '../../../core/broadcast/operationRegistry';
import { text, who, type Described, type Fields } from '../../../core/broadcast/operationWords';
import { dangerOf } from './operationDangers';

export type { Described } from '../../../core/broadcast/operationWords';

/*
 * Operations in human terms for the sign page: the registry's plain words
 * (core/broadcast/operationRegistry.ts), plus the danger of a key or authority change. The page
 * always shows the exact JSON too, so an operation without words of its own is still shown in full.
 */
export function describeOperation([name, fields]: [string, Fields]): Described {
  const described = operationNamed(name)?.describe?.(fields) ?? {
    title: name.replace(/_/g, ' '),
    rows: Object.entries(fields).map(([key, value]): [string, string] => [
      key,
      value === '__signer' ? who(value) : text(value),
    ]),
  };
  const danger = dangerOf(name, fields);
  if (danger) described.danger = danger;
  return described;
}
