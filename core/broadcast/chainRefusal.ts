import type { PageTranslator } from '../../web/i18n/translator';

/**
 * Recognises, in the message of a transaction the network refused, that an operation named a post
 * or comment that does not exist (a vote on a deleted post, a reply to a typo). The node's words
 * differ between versions: hived asserts on a missing comment object, the dev chain says "Could
 * not find comment author/permlink". Returns the post as `@author/permlink` when the message names
 * it, `''` when it does not, undefined when the refusal is about something else.
 */
export function missingPostOf(message: string): string | undefined {
  const named = /could not find comment @?([a-z][a-z0-9.-]{2,15})\/([^\s,"']+)/i.exec(message);
  if (named) return `@${named[1]}/${named[2]}`;
  return /could not find comment|missing comment object|comment != nullptr|unknown key.*comment/i.test(
    message,
  )
    ? ''
    : undefined;
}

/** Who signed what, for the words of a refusal. */
export interface RefusalContext {
  /** The account that signed. */
  signer: string;
  /** The account the operations act for (the signer when they name none). */
  actor: string;
}

/**
 * A refusal of the network in plain words for the sign page (issue 39 §3), or undefined when it is
 * none we recognise (the page then says the network refused it). The node's own text stays
 * behind the page's "Details". Recognised: a signature the actor's authority does not accept
 * (hived's "missing required … authority"), a post that does not exist, too few funds, too few
 * resource credits.
 */
export function plainRefusal(
  message: string,
  context: RefusalContext,
  words: PageTranslator,
): string | undefined {
  const { t } = words;
  const signer = `@${context.signer}`;
  const actor = `@${context.actor}`;
  const role = /missing required (posting|active|owner) authority/i.exec(message)?.[1];
  if (role)
    return signer === actor
      ? t('refusal.authority', { user: signer, role: role.toLowerCase() })
      : t('refusal.authorityFor', { signer, actor, role: role.toLowerCase() });
  const post = missingPostOf(message);
  if (post !== undefined) return post ? t('refusal.noPost', { post }) : t('refusal.noPostNamed');
  if (/insufficient|does not have sufficient funds|balance.*>=/i.test(message))
    return t('refusal.funds', { user: actor });
  if (/not_enough_rc|RC mana|needs .* RC/i.test(message)) return t('refusal.rc', { user: signer });
  return undefined;
}
