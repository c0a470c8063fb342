import { API_BASE_URLS } from '@diy/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl, setApiBaseUrl } from './environment';

describe('apiBaseUrl', () => {
  afterEach(() => setApiBaseUrl(null));

  it('uses an explicit override', () => {
    setApiBaseUrl('http://127.0.0.1:9999/api');
    expect(apiBaseUrl()).toBe('http://127.0.0.1:9999/api');
  });

  it('falls back to the local API outside a browser', () => {
    expect(apiBaseUrl()).toBe('http://localhost:4000/api');
    expect(API_BASE_URLS.LOCAL).toBe('/api');
  });
});
