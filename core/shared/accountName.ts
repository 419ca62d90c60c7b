/**
 * A Hive account name, as hived's is_valid_account_name has it (libraries/protocol/authority.cpp):
 * 3–16 characters in segments split by `.`, each of 3 or more, starting with a letter, ending with
 * a letter or a digit, a–z, 0–9 and `-` between. Every edge schema, configuration value and the
 * dev chain hold names to it, so a name no account can have is refused where it is read.
 */
export const ACCOUNT_NAME_PATTERN =
  /^(?=.{3,16}$)[a-z][a-z0-9-]+[a-z0-9](\.[a-z][a-z0-9-]+[a-z0-9])*$/;
