import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { HttpSmsSender, otpText } from '../src/services/messaging';

const log = Fastify({ logger: false }).log;

describe('SMS gateway adapter', () => {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  let status = 200;
  let delayMs = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      setTimeout(() => res.writeHead(status).end('{}'), delayMs);
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts {to, message} as JSON with the bearer key', async () => {
    await new HttpSmsSender(url, 'k3y', log).send('9000000001', otpText('123456', 300_000));
    expect(received.at(-1)?.headers).toMatchObject({ authorization: 'Bearer k3y', 'content-type': 'application/json' });
    expect(JSON.parse(received.at(-1)?.body ?? '')).toEqual({
      to: '9000000001',
      message: '123456 is your DIY Events OTP. It is valid for 5 minutes. Do not share it with anyone.',
    });
  });

  it('turns gateway errors and timeouts into a 503 for the caller', async () => {
    status = 500;
    await expect(new HttpSmsSender(url, 'k3y', log).send('9000000001', 'x')).rejects.toMatchObject({ statusCode: 503 });
    status = 200;
    delayMs = 300;
    await expect(new HttpSmsSender(url, 'k3y', log, 50).send('9000000001', 'x')).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('messaging and limits configuration', () => {
  it('reads the gateways, Redis and the mode', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMS_GATEWAY_URL: 'https://sms.example.in/send',
      SMS_GATEWAY_KEY: 'secret',
      SMTP_URL: 'smtp://mail.example.in:587',
      MAIL_FROM: 'DIY <no-reply@example.in>',
    });
    expect(config).toMatchObject({ nodeEnv: 'production', redisUrl: 'redis://127.0.0.1:6379', smsGatewayKey: 'secret', trustProxy: undefined });
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'development', redisUrl: undefined, smsGatewayUrl: undefined, smtpUrl: undefined });
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.in' })).toThrow(/SMS_GATEWAY_KEY/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.in' })).toThrow(/SMTP_URL/);
  });
});
