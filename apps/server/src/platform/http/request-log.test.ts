import { describe, expect, it } from 'vitest';
import { pathForLog, trustProxyOf } from './request-log.ts';

describe('the process log of a request', () => {
  it('keeps the path, never the query string nor a reset link’s secret', () => {
    expect(pathForLog('/api/revenue/taxpayer/findAll?search=V-12345678&page=0')).toBe(
      '/api/revenue/taxpayer/findAll',
    );
    expect(pathForLog('/session/reset-password/Qk3x9_secreto-del-enlace')).toBe('/session/reset-password/…');
    expect(pathForLog('/session/reset-password/Qk3x9?x=1')).toBe('/session/reset-password/…');
    expect(pathForLog('/api/health')).toBe('/api/health');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and takes true or a list of addresses and ranges', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
