import { describe, expect, it } from 'vitest';
import { checkJoinLink, guestApiUrl, guestProbeUrl, guestTokenOf } from './guest-link';

const T = '0123456789abcdef0123456789abcdef';

describe('guest page', () => {
  it('is a guest page only with a 32-hex ?guest= and no ?token=', () => {
    expect(guestTokenOf(`?guest=${T}`)).toBe(T);
    expect(guestTokenOf(`?guest=${T}&token=abc`)).toBeNull();
    expect(guestTokenOf(`?guest=${T.slice(1)}`)).toBeNull();
    expect(guestTokenOf(`?guest=${T.toUpperCase()}`)).toBeNull();
    expect(guestTokenOf('?token=abc')).toBeNull();
    expect(guestTokenOf('')).toBeNull();
  });

  it('talks to the host that served it, ws for http and wss for https', () => {
    expect(guestApiUrl({ protocol: 'http:', host: '10.203.0.1:5179' }, T, '/api')).toBe(`ws://10.203.0.1:5179/api?guest=${T}`);
    expect(guestApiUrl({ protocol: 'https:', host: 'tunnel.example' }, T, '/api')).toBe(`wss://tunnel.example/api?guest=${T}`);
    expect(guestProbeUrl({ protocol: 'http:', host: '10.203.0.1:5179' }, T, '/api')).toBe(`http://10.203.0.1:5179/api?guest=${T}`);
  });
});

describe('Join a game', () => {
  it('opens a friend’s link rebuilt from its host, port and token', () => {
    expect(checkJoinLink(`  http://192.168.1.20:5179/?guest=${T}\n`)).toEqual({ ok: true, url: `http://192.168.1.20:5179/?guest=${T}` });
    expect(checkJoinLink(`192.168.1.20:5179/?guest=${T}`)).toEqual({ ok: true, url: `http://192.168.1.20:5179/?guest=${T}` });
    expect(checkJoinLink(`https://play.example.org/?guest=${T}`)).toEqual({ ok: true, url: `https://play.example.org/?guest=${T}` });
    expect(checkJoinLink(`http://[fd00::2]:5179/somewhere?x=1&guest=${T}#frag`)).toEqual({ ok: true, url: `http://[fd00::2]:5179/?guest=${T}` });
  });

  it('refuses anything else in words', () => {
    const why = (s: string) => {
      const r = checkJoinLink(s);
      return r.ok ? '' : r.why;
    };
    expect(why('')).toMatch(/Paste/);
    expect(why(`javascript://x:1/?guest=${T}`)).toMatch(/http/);
    expect(why(`ftp://10.0.0.1:21/?guest=${T}`)).toMatch(/http/);
    expect(why(`http://10.0.0.1/?guest=${T}`)).toMatch(/no port/);
    expect(why('http://10.0.0.1:5179/')).toMatch(/no \?guest=/);
    expect(why(`http://10.0.0.1:5179/?guest=${T.slice(2)}`)).toMatch(/cut short/);
    expect(why('http://:5179/?guest=x')).toMatch(/not a web address|no machine/);
  });
});
