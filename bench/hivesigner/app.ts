import {
  Client,
  cryptoUtils,
  PrivateKey,
  PublicKey,
  Signature,
  type Operation,
} from '@hiveio/dhive';
import cors from 'cors';
import express from 'express4';
import type { NextFunction, Request, Response } from 'express';
import NodeCache from 'node-cache';
import { decodeToken, signedText, type TokenMessage } from './tokens';

/**
 * A model of HiveSigner's API server, the incumbent the issue's targets name (ecency/hivesigner-api
 * at cabbb7c, MIT; its code is not copied here, and it cannot run in CI: it is on no registry):
 * the same libraries at the same majors (express 4, its body parsers, cors, node-cache, dhive)
 * doing per request what its start.js, helpers/middleware.js, helpers/token.js, helpers/client.js
 * and routes/api.js do for GET /api/me and POST /api/broadcast:
 * - every request: X-Frame-Options, JSON and form bodies up to 20 MB, cors(), the token strategy
 *   (decode, parse, HiveSigner's key made from its WIF, one signature verified, a log line), the
 *   static folder (public/, which the API's repository does not have: a miss);
 * - /api/me: the account from a 120 s cache, else the node, its metadata parsed, the answer;
 * - /api/broadcast: the app's account (cached) and the user's (from the node every time), their
 *   authorities checked, scope and author checked, then dhive's sendOperations (the chain's
 *   properties read, the transaction signed, broadcast_transaction_synchronous), a log line.
 * What it leaves out: Redis (this version has none on these routes), the token endpoint, errors'
 * details. bench/README.md says what its rows are.
 */
export interface ModelOptions {
  node: string;
  chainId: string;
  addressPrefix: string;
  /** HiveSigner's account, which apps give posting authority to (BROADCASTER_USERNAME). */
  broadcaster: string;
  /** Its posting key (BROADCASTER_POSTING_WIF). */
  wif: string;
  /** Where its static files would be: a folder that does not exist. */
  publicDir: string;
  /** Where its log lines go (console.log and console.error, as HiveSigner's do); tests pass a no-op. */
  log?: (...parts: unknown[]) => void;
}

/** What HiveSigner allows a posting token (config.json's authorized_operations). */
const AUTHORIZED_OPERATIONS = [
  'vote',
  'comment',
  'delete_comment',
  'comment_options',
  'custom_json',
  'claim_reward_balance',
  'account_update2',
];
/** The field naming an operation's author (helpers/utils.js). */
const AUTHOR_FIELD: Record<string, (fields: Record<string, unknown>) => unknown> = {
  vote: (f) => f.voter,
  comment: (f) => f.author,
  delete_comment: (f) => f.author,
  custom_json: (f) => (f.required_posting_auths as unknown[] | undefined)?.[0],
  comment_options: (f) => f.author,
  claim_reward_balance: (f) => f.account,
  account_update2: (f) => f.account,
};
const TOKEN_TYPES = ['login', 'posting', 'offline', 'code', 'refresh'];

interface Caller {
  user: string;
  proxy: string;
  role: string;
  scope: string[];
}
type Account = { name: string; posting: { account_auths: [string, number][] } } & Record<
  string,
  unknown
>;

export function createHivesignerModel(options: ModelOptions): express.Express {
  const clientOptions = {
    addressPrefix: options.addressPrefix,
    chainId: options.chainId,
    consoleOnFailover: true,
  };
  const client = new Client([options.node], {
    ...clientOptions,
    timeout: 4000,
    failoverThreshold: 4,
  });
  const bclient = new Client([options.node], {
    ...clientOptions,
    timeout: 3000,
    failoverThreshold: 2,
  });
  const cache = new NodeCache({ stdTTL: 0, checkperiod: 120 });
  const broadcastKey = PrivateKey.fromString(options.wif);
  const log = options.log ?? console.log;

  const getAccount = async (user: string, cached = true): Promise<Account[] | undefined> => {
    let account = cached ? cache.get<Account[]>(user) : undefined;
    if (account === undefined) {
      try {
        account = (await client.database.getAccounts([user])) as unknown as Account[];
        cache.set(user, account, 120);
      } catch (error) {
        log(new Date().toISOString(), client.currentAddress, 'Unable to load account', user, error);
      }
    }
    return account;
  };

  const strategy = (req: Request, res: Response, next: NextFunction) => {
    const authorization = req
      .get('authorization')
      ?.replace(/^(Bearer|Basic)\s/, '')
      .trim();
    const token =
      authorization ||
      (req.query.access_token as string | undefined) ||
      (req.body as { access_token?: string } | undefined)?.access_token;
    if (!token) return next();
    try {
      const message = JSON.parse(decodeToken(token)) as TokenMessage;
      const type = message.signed_message?.type;
      if (!message.authors?.[0] || !message.signatures?.[0] || !TOKEN_TYPES.includes(type))
        return next();
      // As HiveSigner does on every request: its public key made again from its WIF.
      const hash = cryptoUtils.sha256(signedText(message));
      const ownKey = PrivateKey.fromString(options.wif).createPublic(options.addressPrefix);
      if (ownKey.verify(hash, Signature.fromString(message.signatures[0]))) {
        log(
          new Date().toISOString(),
          client.currentAddress,
          'Token signature is valid',
          message.authors[0],
        );
        res.locals.caller = {
          user: message.authors[0],
          proxy: message.signed_message.app,
          role: type === 'code' || type === 'refresh' ? type : 'app',
          scope: type === 'login' ? ['login'] : AUTHORIZED_OPERATIONS,
        } satisfies Caller;
        return next();
      }
      // A token the user signed: their keys, from the node (not what the bench sends).
      void verifyWithAccount(message, hash).then((caller) => {
        if (caller) res.locals.caller = caller;
        next();
      }, next);
    } catch {
      next();
    }
  };
  const verifyWithAccount = async (message: TokenMessage, hash: Buffer) => {
    const [account] = (await getAccount(message.authors[0])) ?? [];
    const signature = Signature.fromString(message.signatures![0]);
    const signed = (['posting', 'active', 'owner'] as const).some((role) =>
      (account?.[role] as { key_auths: [string, number][] } | undefined)?.key_auths.some(([key]) =>
        PublicKey.fromString(key).verify(hash, signature),
      ),
    );
    return signed
      ? {
          user: message.authors[0],
          proxy: message.signed_message.app,
          role: 'app',
          scope: AUTHORIZED_OPERATIONS,
        }
      : undefined;
  };
  const authenticate = (role?: string) => (_req: Request, res: Response, next: NextFunction) => {
    const caller = res.locals.caller as Caller | undefined;
    if (!caller || (role && caller.role !== role))
      return void res
        .status(401)
        .json({ error: 'invalid_grant', error_description: 'The token has invalid role' });
    next();
  };
  const verifyPermissions = async (_req: Request, res: Response, next: NextFunction) => {
    const caller = res.locals.caller as Caller;
    const proxy = (await getAccount(caller.proxy))?.[0];
    const user = (await getAccount(caller.user, false))?.[0];
    if (!proxy?.name || !user?.name)
      return void res
        .status(401)
        .json({ error: 'unauthorized_client', error_description: 'account failed to load' });
    if (!user.posting.account_auths.some(([name]) => name === caller.proxy))
      return void res.status(401).json({
        error: 'unauthorized_client',
        error_description: `The app @${caller.proxy} doesn't have permission`,
      });
    if (!proxy.posting.account_auths.some(([name]) => name === options.broadcaster))
      return void res.status(401).json({
        error: 'unauthorized_client',
        error_description: "Broadcaster account doesn't have permission",
      });
    next();
  };

  const api = express.Router();
  api.all('/me', authenticate(), async (_req, res) => {
    const caller = res.locals.caller as Caller;
    const accounts = await getAccount(caller.user);
    const account = accounts?.[0];
    let metadata: { profile?: { version?: unknown } } | undefined;
    if (typeof account?.posting_json_metadata === 'string' && account.posting_json_metadata) {
      try {
        metadata = JSON.parse(account.posting_json_metadata) as typeof metadata;
        if (!metadata?.profile?.version) metadata = {};
      } catch {
        metadata = {};
      }
    }
    if (typeof account?.json_metadata === 'string' && account.json_metadata && !metadata?.profile) {
      try {
        metadata = JSON.parse(account.json_metadata) as typeof metadata;
      } catch {
        metadata = {};
      }
    }
    res.json({
      user: caller.user,
      _id: caller.user,
      name: caller.user,
      account,
      scope: caller.scope,
      user_metadata: metadata,
    });
  });
  api.post('/broadcast', authenticate('app'), verifyPermissions, (req, res) => {
    const caller = res.locals.caller as Caller;
    const { operations } = req.body as { operations: [string, Record<string, unknown>][] };
    const refused = operations
      .filter(([name]) => !caller.scope.includes(name))
      .map(([name]) => name);
    const othersOnly = operations.some(
      ([name, fields]) => AUTHOR_FIELD[name]?.(fields) !== caller.user,
    );
    if (refused.length > 0)
      return void res
        .status(401)
        .json({ error: 'invalid_scope', error_description: `not allowed: ${refused.join(', ')}` });
    if (othersOnly)
      return void res.status(401).json({
        error: 'unauthorized_client',
        error_description: `only for the account @${caller.user}`,
      });
    bclient.broadcast.sendOperations(operations as Operation[], broadcastKey).then(
      (result) => {
        log(
          new Date().toISOString(),
          bclient.currentAddress,
          `Broadcasted: success for @${caller.user} from app @${caller.proxy}`,
        );
        res.json({ result });
      },
      (error: unknown) => {
        log(
          new Date().toISOString(),
          bclient.currentAddress,
          'Broadcasted: failed',
          JSON.stringify(req.body),
        );
        res
          .status(500)
          .json({ error: 'server_error', error_description: (error as Error).message });
      },
    );
  });

  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  });
  app.enable('trust proxy');
  app.disable('x-powered-by');
  app.use(express.json({ limit: '20mb' }));
  app.use(express.urlencoded({ limit: '20mb', extended: false }));
  app.use(cors());
  app.use(strategy);
  app.use(express.static(options.publicDir));
  app.use('/api', api);
  return app;
}
