import { SIGNER } from '../../../core/operations/operations';
import { descriptionOf } from './operationDescriptions';
import { value, who, type Described, type Fields } from './operationWords';
import type { Translator } from '../translator';
import { dangerOf } from './operationDangers';

export type { Described, Shown } from './operationWords';

/*
 * Operations in human terms for the sign page, in `t`'s language: their plain words
 * (operationDescriptions.ts), plus the danger of a key or authority change. The page
 * always shows the exact JSON too, so an operation without words of its own is still shown in
 * full: its name and fields as they are (values, which the page never translates).
 */
export function describeOperation([name, fields]: [string, Fields], t: Translator): Described {
  const described = descriptionOf(name)?.(fields, t) ?? {
    title: t.t('op.title.other', { name: name.replace(/_/g, ' ') }),
    rows: Object.entries(fields).map(([key, field]): Described['rows'][number] => [
      value(key),
      field === SIGNER ? who(field, t) : value(field),
    ]),
  };
  const danger = dangerOf(name, fields, t);
  if (danger) described.danger = danger;
  return described;
}
