import { chainAssert } from './errors';

/** The symbols this chain knows, with their precision (digits after the point). */
const PRECISION = { HIVE: 3, HBD: 3, VESTS: 6 } as const;

export type AssetSymbol = keyof typeof PRECISION;

/** An amount in the symbol's smallest unit (0.001 HIVE, 0.000001 VESTS), so sums stay exact. */
export interface Asset {
  amount: number;
  symbol: AssetSymbol;
}

const ASSET_PATTERN = /^(-?)(\d+)\.(\d+) ([A-Z]+)$/;

/** Parses the condenser form, e.g. "1.000 HIVE"; refuses a wrong precision as hived does. */
export function parseAsset(text: unknown, field: string): Asset {
  chainAssert(
    typeof text === 'string',
    'is_string',
    `${field} must be an asset string like "1.000 HIVE"`,
  );
  const match = ASSET_PATTERN.exec(text);
  chainAssert(match, 'asset::from_string', `${field}: cannot parse asset "${text}"`);
  const [, sign, whole, fraction, symbol] = match;
  chainAssert(symbol in PRECISION, 'is_known_symbol', `${field}: unknown asset symbol ${symbol}`);
  const precision = PRECISION[symbol as AssetSymbol];
  chainAssert(
    fraction.length === precision,
    'precision matches',
    `${field}: ${symbol} takes ${precision} decimals, got "${text}"`,
  );
  const amount = Number(whole + fraction) * (sign === '-' ? -1 : 1);
  chainAssert(Number.isSafeInteger(amount), 'amount in range', `${field}: amount out of range`);
  return { amount, symbol: symbol as AssetSymbol };
}

export function formatAsset({ amount, symbol }: Asset): string {
  const precision = PRECISION[symbol];
  const digits = Math.abs(amount)
    .toString()
    .padStart(precision + 1, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -precision)}.${digits.slice(-precision)} ${symbol}`;
}

export function asset(amount: number, symbol: AssetSymbol): Asset {
  return { amount, symbol };
}

/** database_api's form: `{ amount: "1000", precision: 3, nai: "@@000000021" }`. */
export function toNai({ amount, symbol }: Asset): {
  amount: string;
  precision: number;
  nai: string;
} {
  const nai = { HIVE: '@@000000021', HBD: '@@000000013', VESTS: '@@000000037' }[symbol];
  return { amount: String(amount), precision: PRECISION[symbol], nai };
}
