import { z } from 'zod';
import {
  BROADCAST_OPERATION_NAMES,
  fieldsOf,
  operationNamed,
  type BroadcastOperationName,
} from '../../../core/operations/operationRegistry';
import { broadcastFieldSchema, togetherProblem } from './fieldSchemas';

/**
 * The fields of each operation /api/broadcast accepts, from the registry
 * (core/operations/operationRegistry.ts). Objects are loose: a field we do not know passes through
 * untouched (the signer serializes only the defined ones), but a known field of the wrong type is
 * refused here rather than failing in the serializer.
 *
 * Who the actor is, and whether account_update2 touches keys, is the core's decision
 * (core/broadcast/broadcastRules.ts); here those fields are only typed.
 */
export const OPERATION_SCHEMAS = {} as Record<
  BroadcastOperationName,
  z.ZodType<Record<string, unknown>>
>;
for (const name of BROADCAST_OPERATION_NAMES) {
  const fields = Object.entries(fieldsOf(name)).map(
    ([field, rule]) => [field, broadcastFieldSchema(rule)] as const,
  );
  const definition = operationNamed(name);
  OPERATION_SCHEMAS[name] = z.looseObject(Object.fromEntries(fields)).superRefine((value, ctx) => {
    const problem = togetherProblem(definition, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
