import { RpcError } from './errors';

/** Reading JSON-RPC params: positional for condenser_api, named for the other APIs. Refusals are -32602. */

export function positional(params: unknown, method: string): unknown[] {
  if (params === undefined || params === null) return [];
  if (!Array.isArray(params)) throw RpcError.invalidParams(`${method} takes a list of arguments`);
  return params;
}

export function named(params: unknown, method: string): Record<string, unknown> {
  if (params === undefined || params === null) return {};
  if (typeof params !== 'object' || Array.isArray(params))
    throw RpcError.invalidParams(`${method} takes an object of arguments`);
  return params as Record<string, unknown>;
}

export function stringArg(value: unknown, what: string): string {
  if (typeof value !== 'string') throw RpcError.invalidParams(`${what} must be a string`);
  return value;
}

export function stringListArg(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw RpcError.invalidParams(`${what} must be a list of strings`);
  return value;
}

export function integerArg(value: unknown, what: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!Number.isInteger(number)) throw RpcError.invalidParams(`${what} must be an integer`);
  return number as number;
}
