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
