import { missingPostOf } from '../../../core/broadcast/chainRefusal';
import type { PageTranslator } from '../translator';

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
