/** The app's routes, as hash URLs so that a reload resumes where the player was. */
export type Route = { name: 'home' } | { name: 'play'; saveId: string };

const saveIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function parseHash(hash: string): Route {
  const path = hash.replace(/^#/, '');
  const m = /^\/play\/([^/?#]+)$/.exec(path);
  if (m && m[1]) {
    const id = decodeURIComponent(m[1]);
    if (saveIdPattern.test(id)) return { name: 'play', saveId: id };
  }
  return { name: 'home' };
}

export function hashFor(route: Route): string {
  return route.name === 'play' ? `#/play/${encodeURIComponent(route.saveId)}` : '#/';
}
