import type { AccountState, ChainState, CommentState } from './chainState';
import { commentKey } from './chainState';
import { chainAssert } from './errors';

/** Reads the evaluators share; a missing record refuses the transaction with hived's wording. */

export function existingAccount(state: ChainState, name: string): AccountState {
  const account = state.accounts.get(name);
  chainAssert(account, 'account != nullptr', `Account ${name} does not exist`);
  return account;
}

export function existingComment(state: ChainState, author: string, permlink: string): CommentState {
  const found = state.comments.get(commentKey(author, permlink));
  chainAssert(found, 'comment != nullptr', `Could not find comment ${author}/${permlink}`);
  return found;
}
