import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './config.ts';

describe('loadConfig', () => {
  it('believes no proxy unless TRUST_PROXY names some', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('opens 10 PostgreSQL connections unless DATABASE_POOL_SIZE says how many (1 to 200)', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('serves HTTPS only with both TLS_CERT_FILE and TLS_KEY_FILE, and says which one is missing', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    expect(loadConfig({ TLS_CERT_FILE: '', TLS_KEY_FILE: '' }).tls).toBeUndefined();
    expect(loadConfig({ TLS_CERT_FILE: '/etc/hissa/cert.pem', TLS_KEY_FILE: '/etc/hissa/key.pem' }).tls).toEqual({
      certFile: '/etc/hissa/cert.pem',
      keyFile: '/etc/hissa/key.pem',
    });
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/hissa/cert.pem' })).toThrow(/TLS_KEY_FILE is not set/);
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/hissa/key.pem' })).toThrow(/TLS_CERT_FILE is not set/);
  });

  it('serves the demo accounts by default, but not in production unless DEMO_ACCOUNTS=true', () => {
    expect(loadConfig({}).isDemoAccountsOn).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).isDemoAccountsOn).toBe(true);
    expect(loadConfig({ DEMO_ACCOUNTS: 'false' }).isDemoAccountsOn).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).isDemoAccountsOn).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: '' }).isDemoAccountsOn).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'false' }).isDemoAccountsOn).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true' }).isDemoAccountsOn).toBe(true);
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'yes' })).toThrow();
  });

  it('warns at start while the demo accounts are on, and only then', () => {
    expect(startupWarnings(loadConfig({}))).toEqual([expect.stringContaining('DEMO_ACCOUNTS=false')]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production' }))).toEqual([]);
  });
});
