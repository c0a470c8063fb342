import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { repoRoot } from '../src/db/paths';

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
});
