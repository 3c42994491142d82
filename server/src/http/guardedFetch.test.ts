import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalListener, localListener, rebinding } from '../../test/support/localListener.js';
import { guardedFetch, guardedLookup, outboundRefusal } from './guardedFetch.js';
import { assertOutboundTarget } from './outboundTarget.js';

let local: LocalListener;
beforeAll(async () => { local = await localListener(); });
afterAll(async () => { await local.close(); });

const failure = async (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error);

describe('guardedFetch: the address connected to is the address checked', () => {
  it('refuses a host that answered a public address to the check and 127.0.0.1 as the call connects, which then reaches nothing', async () => {
    const resolve = rebinding('52.94.0.10', '127.0.0.1');
    const url = `http://rebind.example:${local.port}/v2/`;
    await expect(assertOutboundTarget(new URL(url), false, resolve)).resolves.toBeUndefined();
    const error = await failure(guardedFetch(false, resolve)(url, { redirect: 'manual' }));
    expect(outboundRefusal(error)?.message).toBe('rebind.example is an internal address (127.0.0.1, loopback); the server does not send there');
    expect([resolve.lookups(), local.connections()]).toEqual([2, 0]);
  });

  it('refuses a literal internal address, which is never looked up', async () => {
    const error = await failure(guardedFetch(false)(`http://127.0.0.1:${local.port}/`, { redirect: 'manual' }));
    expect(outboundRefusal(error)?.message).toBe('127.0.0.1 is an internal address (127.0.0.1, loopback); the server does not send there');
    expect(local.connections()).toBe(0);
  });

  it('where internal targets are allowed (the demo, tests), calls the local address', async () => {
    const res = await guardedFetch(true)(`http://127.0.0.1:${local.port}/`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(local.requests()).toBe(1);
  });
});

describe('guardedLookup', () => {
  const lookup = guardedLookup(async () => ['52.94.0.10', '2600:1f18::10']);
  const answer = (options: { all?: boolean; family?: number }) => new Promise<unknown>((done) => {
    lookup('registry.acme.example', options as never, (error, address, family) => done(error ? error.message : [address, family]));
  });

  it('answers every public address, or the first of the family asked for, as a socket asks', async () => {
    expect(await answer({ all: true })).toEqual([[{ address: '52.94.0.10', family: 4 }, { address: '2600:1f18::10', family: 6 }], undefined]);
    expect(await answer({ family: 6 })).toEqual(['2600:1f18::10', 6]);
    expect(await answer({})).toEqual(['52.94.0.10', 4]);
  });

  it('refuses when any address is internal, or none resolves', async () => {
    const mixed = guardedLookup(async () => ['52.94.0.10', '169.254.169.254']);
    const error = await new Promise<Error | null>((done) => mixed('metadata.example', {} as never, (e) => done(e)));
    expect(error?.message).toBe('metadata.example is an internal address (169.254.169.254, linkLocal); the server does not send there');
    const none = guardedLookup(async () => { throw new Error('ENOTFOUND'); });
    const missing = await new Promise<Error | null>((done) => none('gone.example', {} as never, (e) => done(e)));
    expect(missing?.message).toBe('gone.example could not be resolved');
  });
});
