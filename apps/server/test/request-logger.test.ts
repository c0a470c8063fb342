import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../src/http/request-logger';

/** A stand-in parent logger that records the children it builds and every call that reaches one. */
function recordingParent(level: string) {
  const built: { bindings: object; options: object }[] = [];
  const calls: { level: string; args: unknown[]; bindings: object }[] = [];
  const make = (bindings: object, options: { level?: string }): FastifyBaseLogger => {
    const logger: Record<string, unknown> = { level: options.level ?? level };
    for (const l of ['fatal', 'error', 'warn', 'info', 'debug', 'trace']) logger[l] = (...args: unknown[]) => calls.push({ level: l, args, bindings });
    logger.silent = () => undefined;
    logger.child = (b: object, o: { level?: string } = {}) => {
      built.push({ bindings: { ...bindings, ...b }, options: o });
      return make({ ...bindings, ...b }, o);
    };
    return logger as unknown as FastifyBaseLogger;
  };
  return { parent: make({}, { level }), built, calls };
}

const requestLogger = (parent: FastifyBaseLogger, options: { level?: string } = {}) =>
  lazyRequestLogger.call(null as never, parent, { reqId: 'req-1' }, options, null as never);

describe('lazyRequestLogger: a request logger built on first use', () => {
  it.each([
    // [logger level, route level, method called, written?]
    ['warn', undefined, 'info', false],
    ['warn', undefined, 'debug', false],
    ['warn', undefined, 'warn', true],
    ['warn', undefined, 'error', true],
    ['info', undefined, 'info', true],
    ['info', undefined, 'debug', false],
    ['error', undefined, 'fatal', true],
    ['silent', undefined, 'fatal', false],
    ['warn', 'debug', 'debug', true],
    ['info', 'error', 'warn', false],
  ] as const)('at %s (route level %s), %s is written: %s', (level, routeLevel, method, written) => {
    const { parent, built, calls } = recordingParent(level);
    const log = requestLogger(parent, routeLevel ? { level: routeLevel } : {});
    log[method]({ code: 'X' }, 'message');
    expect(built.length).toBe(written ? 1 : 0);
    expect(calls).toEqual(written ? [{ level: method, args: [{ code: 'X' }, 'message'], bindings: { reqId: 'req-1' } }] : []);
  });

  it('builds the child once, with the request id and the route options, however often it writes', () => {
    const { parent, built, calls } = recordingParent('info');
    const log = requestLogger(parent, { level: 'info' });
    log.info('one');
    log.warn('two');
    log.error('three');
    expect(built).toEqual([{ bindings: { reqId: 'req-1' }, options: { level: 'info' } }]);
    expect(calls.map((c) => c.args[0])).toEqual(['one', 'two', 'three']);
  });

  it('hands out grandchildren of the real child, and reports and changes its level', () => {
    const { parent, built } = recordingParent('warn');
    const log = requestLogger(parent);
    expect(log.level).toBe('warn');
    const grandchild = log.child({ step: 'upload' });
    expect(built.map((b) => b.bindings)).toEqual([{ reqId: 'req-1' }, { reqId: 'req-1', step: 'upload' }]);
    expect(grandchild.level).toBe('warn');
    log.level = 'debug';
    expect(log.level).toBe('debug');
  });

  it('in a server, writes with the request id bound, and only when something logs', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream }, childLoggerFactory: lazyRequestLogger });
    app.get('/quiet', async (request) => {
      request.log.info('dropped at warn');
      return { ok: true };
    });
    app.get('/loud', async (request) => {
      request.log.warn({ code: 'ERR.X' }, 'something to see');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/quiet' });
    const loud = await app.inject({ method: 'GET', url: '/loud' });
    await app.close();
    expect(loud.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, code: 'ERR.X', msg: 'something to see', reqId: expect.any(String) });
  });
});
