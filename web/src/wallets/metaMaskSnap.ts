import type { Connect } from './wallet';

export const connect: Connect = (host) => Promise.reject(host.refusal('Not yet.'));
