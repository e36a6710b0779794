/**
 * The Content-Security-Policy both hosts send. Scripts only from the app itself; no eval, no
 * remote anything. style-src allows 'unsafe-inline' because Svelte 5 writes `style="..."`
 * attributes (setAttribute) and its transitions insert <style> elements, which a strict
 * style-src blocks; styles cannot run code, scripts stay locked to 'self'.
 */
export function contentSecurityPolicy(connectSrc: string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src ${connectSrc.length ? connectSrc.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
