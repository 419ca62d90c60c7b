/** An operation field as the pages show it: a string as it is, anything else as its JSON. */
export const fieldText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
