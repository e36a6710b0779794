import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/fixtures/services';
import { appPageUrl, appSchemePrivileges, desktopCsp, isOwnAppUrl, serveAppRequest } from './app-protocol';

let t: ReturnType<typeof tempDir>;
let dir: string;
beforeAll(() => {
  t = tempDir();
  dir = join(t.dir, 'renderer');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Patrol HQ</title>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(t.dir, 'secret.txt'), 'not for the page');
  symlinkSync(join(t.dir, 'secret.txt'), join(dir, 'assets', 'link.txt'));
});
afterAll(() => t.cleanup());

const get = (url: string, method = 'GET') => serveAppRequest({ url, method }, dir);

describe('the app:// protocol (the desktop renderer)', () => {
  it('registers a standard, secure scheme that cannot bypass the CSP', () => {
    expect(appSchemePrivileges).toMatchObject({ scheme: 'app', privileges: { standard: true, secure: true, bypassCSP: false } });
    expect(appPageUrl('#/play/abc')).toBe('app://patrol-hq/index.html#/play/abc');
  });

  it('serves the built page and its assets with the CSP header and the right type', async () => {
    const page = await get(appPageUrl());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(desktopCsp);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>Patrol HQ</title>');
    const js = await get('app://patrol-hq/assets/index-abc.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('content-security-policy')).toBe(desktopCsp);
    expect((await get('app://patrol-hq/', 'HEAD')).status).toBe(200);
  });

  it('allows only our own scripts and no network at all', () => {
    expect(desktopCsp).toContain("default-src 'none'");
    expect(desktopCsp).toContain("script-src 'self'");
    expect(desktopCsp).toContain("connect-src 'none'");
    expect(desktopCsp).toContain("object-src 'none'");
    expect(desktopCsp).toContain("frame-ancestors 'none'");
    expect(desktopCsp).not.toMatch(/unsafe-eval|https?:|\*/);
  });

  it.each([
    ['a path out of the folder', 'app://patrol-hq/../secret.txt'],
    ['an encoded traversal', 'app://patrol-hq/%2e%2e/secret.txt'],
    ['an encoded backslash', 'app://patrol-hq/assets%5c..%5c..%5csecret.txt'],
    ['a symlink pointing out', 'app://patrol-hq/assets/link.txt'],
    ['a missing file', 'app://patrol-hq/assets/nope.js'],
  ])('refuses %s', async (_what, url) => {
    const r = await get(url);
    expect(r.status).toBe(404);
    expect(await r.text()).not.toContain('not for the page');
    expect(r.headers.get('content-security-policy')).toBe(desktopCsp);
  });

  it('refuses other hosts, other schemes and writes', async () => {
    expect((await get('app://evil/index.html')).status).toBe(403);
    expect((await get('file:///etc/passwd')).status).toBe(403);
    expect((await get('app://patrol-hq/index.html', 'POST')).status).toBe(405);
    expect((await get('not a url')).status).toBe(400);
  });
});

describe('IPC sender check (our pages only)', () => {
  it('accepts our own pages, with any route', () => {
    expect(isOwnAppUrl('app://patrol-hq/index.html')).toBe(true);
    expect(isOwnAppUrl('app://patrol-hq/index.html#/table/x')).toBe(true);
  });

  it.each([
    ['a web page', 'https://example.org/'],
    ['the browser host', 'http://127.0.0.1:5178/'],
    ['a file page', 'file:///opt/Patrol%20HQ/resources/app.asar/out/renderer/index.html'],
    ['another app:// host', 'app://patrol-hq.evil/index.html'],
    ['a look-alike host', 'app://patrol-hq@evil/index.html'],
    ['a port', 'app://patrol-hq:1/index.html'],
    ['a data URL', 'data:text/html,<script>1</script>'],
    ['devtools', 'devtools://devtools/bundled/inspector.html'],
    ['no URL', undefined],
    ['an empty URL', ''],
  ])('refuses %s', (_what, url) => {
    expect(isOwnAppUrl(url)).toBe(false);
  });
});
