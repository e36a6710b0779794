import { describe, expect, it } from 'vitest';
import { parseDesktopRequest } from './contract';

const T = '0123456789abcdef0123456789abcdef';
const join = (payload: unknown) => parseDesktopRequest<'desktop.joinGame'>('desktop.joinGame', payload);

describe('desktop.joinGame: a friend’s link checked by the contract before the main process opens it', () => {
  it('passes a friend’s link, rebuilt from its scheme, host, port and token only', () => {
    expect(join({ link: `  http://192.168.1.20:5179/?guest=${T}\n` })).toEqual({ ok: true, value: { url: `http://192.168.1.20:5179/?guest=${T}` } });
    expect(join({ link: `192.168.1.20:5179/?guest=${T}` })).toEqual({ ok: true, value: { url: `http://192.168.1.20:5179/?guest=${T}` } });
    expect(join({ link: `https://play.example.org/x?y=1&guest=${T}#z` })).toEqual({ ok: true, value: { url: `https://play.example.org/?guest=${T}` } });
    expect(join({ link: `http://[fd00::2]:5179/?guest=${T}` })).toEqual({ ok: true, value: { url: `http://[fd00::2]:5179/?guest=${T}` } });
  });

  it('refuses anything else with the same words as the home screen', () => {
    const refused = (payload: unknown) => {
      const r = join(payload);
      expect(r.ok).toBe(false);
      return r.ok ? '' : `${r.error.code}: ${r.error.message}`;
    };
    expect(refused({ link: '' })).toMatch(/^bad-request: Paste the link/);
    expect(refused({ link: `file:///etc/passwd?guest=${T}` })).toMatch(/starts with http/);
    expect(refused({ link: `javascript://x:1/?guest=${T}` })).toMatch(/starts with http/);
    expect(refused({ link: `app://patrol-hq:1/?guest=${T}` })).toMatch(/starts with http/);
    expect(refused({ link: `http://10.0.0.1/?guest=${T}` })).toMatch(/no port/);
    expect(refused({ link: 'http://10.0.0.1:5179/' })).toMatch(/no \?guest=/);
    expect(refused({ link: `http://10.0.0.1:5179/?guest=${T.toUpperCase()}` })).toMatch(/cut short or changed/);
    expect(refused({ link: `http://10.0.0.1:5179/?guest=${T}${'a'.repeat(2000)}` })).toMatch(/at most 2000/);
    expect(refused({ link: `http://10.0.0.1:5179/?guest=${T}`, extra: 1 })).toMatch(/^bad-request/);
    expect(refused({ url: `http://10.0.0.1:5179/?guest=${T}` })).toMatch(/^bad-request/);
    expect(refused(null)).toMatch(/^bad-request/);
  });
});
