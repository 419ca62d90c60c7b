import type { SpanAttributes, Tracer } from '../core/ports/Tracer';

const NONE: SpanAttributes = {};

/**
 * `target` with each of its methods run in a span `<prefix>.<method>` (storage.signIns.find,
 * usecase.broadcast.broadcast): what the core calls, seen from outside it. Only made when traces
 * are on, so the plain path keeps the plain objects. The wrapper inherits from `target` (its
 * fields, `instanceof`) and calls each method on `target` itself. No argument is recorded: they
 * are tokens, keys and signatures as often as not.
 */
export function traced<T extends object>(
  target: T,
  prefix: string,
  tracer: Tracer,
  attributes: SpanAttributes = NONE,
): T {
  const wrapper = Object.create(target) as Record<string, unknown>;
  for (const name of methodNames(target)) {
    const method = (target as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
    const spanName = `${prefix}.${name}`;
    wrapper[name] = (...args: unknown[]) =>
      tracer.inSpan(spanName, attributes, () => method.apply(target, args));
  }
  return wrapper as T;
}

/** Every function-valued property of `target` and its classes, not Object's own. */
function methodNames(target: object): string[] {
  const names = new Set<string>();
  for (
    let level: object | null = target;
    level && level !== Object.prototype;
    level = Object.getPrototypeOf(level) as object | null
  ) {
    for (const name of Object.getOwnPropertyNames(level)) {
      const descriptor = Object.getOwnPropertyDescriptor(level, name);
      if (name !== 'constructor' && typeof descriptor?.value === 'function') names.add(name);
    }
  }
  return [...names];
}
