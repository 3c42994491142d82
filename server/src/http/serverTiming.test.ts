import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTiming } from './serverTiming.js';

afterEach(() => { vi.restoreAllMocks(); });

describe('serverTiming', () => {
  it('tells each answer the time from the request\'s arrival to its serialized body, errors included', async () => {
    const app = Fastify();
    serverTiming(app);
    let clock = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    app.get('/slow', async () => { clock += 12.34; return { ok: true }; });
    app.get('/broken', async () => { clock += 3; throw new Error('the handler failed'); });
    const slow = await app.inject({ method: 'GET', url: '/slow' });
    expect(slow.headers['server-timing']).toBe('app;dur=12.3');
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['server-timing']).toBe('app;dur=3.0');
    await app.close();
  });
});
