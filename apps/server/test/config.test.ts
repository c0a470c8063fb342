import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { repoRoot } from '../src/db/paths';

const SECRET = 'a-production-secret-of-at-least-32-characters';

describe('config', () => {
  it('has defaults for every setting', () => {
    const config = loadConfig({}, '/somewhere');
    expect(config).toMatchObject({
      apiPort: 4000,
      organiserPort: 4001,
      scannerPort: 4002,
      adminPort: 4003,
      host: '127.0.0.1',
      databaseUrl: undefined,
      authSecret: undefined,
      logLevel: 'info',
      serveApps: true,
    });
    expect(config.dataDir).toBe(join(repoRoot(), '.data'));
    expect(config.corsOrigins).toContain('http://localhost:4001');
  });

  it('reads the environment; DATA_DIR resolves against the working directory', () => {
    const config = loadConfig(
      { API_PORT: '5000', DATA_DIR: 'var/data', SERVE_APPS: 'false', CORS_ORIGINS: 'https://a.in, https://b.in', DATABASE_URL: 'postgres://u@h/db' },
      '/srv/diy',
    );
    expect(config).toMatchObject({ apiPort: 5000, dataDir: '/srv/diy/var/data', serveApps: false, databaseUrl: 'postgres://u@h/db' });
    expect(config.corsOrigins).toEqual(['https://a.in', 'https://b.in']);
  });

  it('fails fast with a one-line message naming the bad variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/^Invalid environment variable API_PORT="eighty": /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET.*32/);
    expect(() => loadConfig({ SERVE_APPS: 'maybe' })).toThrow(/SERVE_APPS/);
  });

  it('refuses production without AUTH_SECRET in one line; development generates one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Missing environment variable AUTH_SECRET: required with NODE_ENV=production [^\n]*$/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: '' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET.*32/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET })).toMatchObject({ nodeEnv: 'production', authSecret: SECRET });
    expect(loadConfig({ NODE_ENV: 'development' }).authSecret).toBeUndefined();
    expect(loadConfig({}).authSecret).toBeUndefined();
  });

  it('the server started with NODE_ENV=production and no AUTH_SECRET exits 1 with that one line on stderr, touching nothing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'diy-no-secret-'));
    try {
      const run = spawnSync(join(repoRoot(), 'node_modules/.bin/tsx'), ['src/main.ts'], {
        cwd: join(repoRoot(), 'apps/server'),
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, API_PORT: '4290', SERVE_APPS: 'false' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Missing environment variable AUTH_SECRET: required with NODE_ENV=production/)]);
      expect(run.stdout).toBe('');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
