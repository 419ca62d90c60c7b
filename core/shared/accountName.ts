/**
 * A Hive account name as the service accepts it: 3–16 characters of a–z, 0–9, `.` and `-`,
 * starting with a letter. The chain checks the finer rules (segments of 3+, no `--`); this is
 * the shape every edge schema and configuration value is held to.
 */
export const ACCOUNT_NAME_PATTERN = /^[a-z][a-z0-9.-]{2,15}$/;
