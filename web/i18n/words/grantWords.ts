import { operationNamed } from '../../../core/operations/operationRegistry';
import { bindingLimits } from '../../../core/signIn/grantStatement';
import type { Granted } from '../../../core/signIn/scope';
import type { PageMessageId } from '../catalogue';
import type { PageTranslator } from '../translator';
import { limitWords } from './limitWords';

/**
 * The grant in the pages' plain words, one sentence a line (issue 39 §1): what the app may do with
 * it — the operations granted, as the catalogue words them — then the limits that bind them. The
 * consent page says it from `grantedBy` (core/signIn/grantStatement.ts; its script again as the
 * user lowers limits), the demo callback from the token answer, /authorized-apps from each
 * sign-in: no page words a grant another way. In the page's language (`t`). Held by
 * test/domain/grantWords.spec.ts.
 */
export function grantWords(granted: Granted, t: PageTranslator): string[] {
  if (granted.kind === 'login') return [t.t('grant.loginOnly')];
  return [
    t.t('grant.learnUsername'),
    t.t('grant.actFor', { actions: actionWords(granted.scope, t) }),
    ...limitWords(bindingLimits(granted), t),
    t.t('grant.neverFunds'),
  ];
}

/**
 * What a posting grant of an operation lets an app do, completing "may …" ("vote on posts and
 * comments"), as the catalogue words it: `grant.allows.<operation>`. Every broadcast operation has
 * one (test/domain/grantWords.spec.ts).
 */
export function allowsId(operation: string): PageMessageId | undefined {
  const id = `grant.allows.${operation}`;
  return operationNamed(operation)?.broadcast ? (id as PageMessageId) : undefined;
}

/** The operations of a posting grant in the page's words: "vote on posts and comments, …". */
export function actionWords(operations: readonly string[], t: PageTranslator): string {
  return t.list(
    operations.map((name) => {
      const id = allowsId(name);
      return id ? t.t(id) : name;
    }),
  );
}
