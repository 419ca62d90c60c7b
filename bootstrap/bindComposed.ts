import type { Bind, BindWhenOnFluentSyntax, Container, ResolutionContext } from 'inversify';
import { bindingToken, type BindingName, type Bindings } from './tokens';

/** The named dependencies a composition function receives; the optional ones may be absent. */
export type Dependencies<Needs extends BindingName, Maybe extends BindingName = never> = Pick<
  Bindings,
  Needs
> &
  Partial<Pick<Bindings, Maybe>>;

/** What a binding depends on, by name: `needs` must be bound, `maybe` may not be. */
export interface Needed<Need extends BindingName = never, Maybe extends BindingName = never> {
  needs?: readonly Need[];
  maybe?: readonly Maybe[];
}

/**
 * The dependencies a composition function takes, read from its list (`typeof HTTP_APP_NEEDS`): a
 * named composition function's parameter type is derived from the one list the container
 * resolves, never written again beside it (issue 56 §5).
 */
export type DependenciesOf<List> =
  List extends Needed<infer Need, infer Maybe> ? Dependencies<Need, Maybe> : never;

/** Resolves each named binding into an object keyed by its name. */
async function resolveNamed<Needs extends BindingName, Maybe extends BindingName>(
  context: ResolutionContext,
  needs: readonly Needs[],
  maybe: readonly Maybe[],
): Promise<Dependencies<Needs, Maybe>> {
  const entries = await Promise.all([
    ...needs.map(async (name) => [name, await context.getAsync(bindingToken(name))] as const),
    ...maybe.map(
      async (name) =>
        [name, await context.getAsync(bindingToken(name), { optional: true })] as const,
    ),
  ]);
  return Object.fromEntries(entries) as Dependencies<Needs, Maybe>;
}

/**
 * Binds `target` (a singleton) to what a typed composition function makes of its dependencies,
 * asked for by name: `needs` must be bound, `maybe` may not be. The list is the one place a
 * binding names them: an inline function's parameter is typed from it, and a named one's by
 * DependenciesOf the same list. The container only resolves and caches; what is built from what
 * is plain, type-checked code (as composeCore is for the core).
 */
export function bindComposed<
  Target extends BindingName,
  Need extends BindingName = never,
  Maybe extends BindingName = never,
>(
  bind: Bind,
  target: Target,
  dependencies: Needed<Need, Maybe>,
  compose: (deps: Dependencies<Need, Maybe>) => Bindings[Target] | Promise<Bindings[Target]>,
): BindWhenOnFluentSyntax<Bindings[Target]> {
  return bind<Bindings[Target]>(bindingToken(target))
    .toDynamicValue(async (context) =>
      compose(await resolveNamed(context, dependencies.needs ?? [], dependencies.maybe ?? [])),
    )
    .inSingletonScope();
}

/** Binds `target` to a value made now. */
export function bindValue<Target extends BindingName>(
  bind: Bind,
  target: Target,
  value: Bindings[Target],
): void {
  bind<Bindings[Target]>(bindingToken(target)).toConstantValue(value);
}

/** A binding of a loaded container, typed by its name. */
export function resolveBinding<Name extends BindingName>(
  container: Container,
  name: Name,
): Promise<Bindings[Name]> {
  return container.getAsync<Bindings[Name]>(bindingToken(name));
}
