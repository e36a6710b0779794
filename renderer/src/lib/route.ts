/** The app's routes, as hash URLs so that a reload resumes where the player was. */
export type Route =
  | { name: 'home' }
  | { name: 'play'; saveId: string }
  | { name: 'replay'; saveId: string }
  | { name: 'table'; scenarioId: string }
  | { name: 'rules'; game: string }
  | { name: 'campaign'; campaignId: string };

const saveIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function parseHash(hash: string): Route {
  const path = hash.replace(/^#/, '');
  const m = /^\/play\/([^/?#]+)$/.exec(path);
  if (m && m[1]) {
    const id = decodeURIComponent(m[1]);
    if (saveIdPattern.test(id)) return { name: 'play', saveId: id };
  }
  const rp = /^\/replay\/([^/?#]+)$/.exec(path);
  if (rp && rp[1]) {
    const id = decodeURIComponent(rp[1]);
    if (saveIdPattern.test(id)) return { name: 'replay', saveId: id };
  }
  const t = /^\/table\/([^/?#]+)$/.exec(path);
  if (t && t[1]) {
    const id = decodeURIComponent(t[1]);
    if (saveIdPattern.test(id)) return { name: 'table', scenarioId: id };
  }
  const c = /^\/campaign\/([^/?#]+)$/.exec(path);
  if (c && c[1]) {
    const id = decodeURIComponent(c[1]);
    if (saveIdPattern.test(id)) return { name: 'campaign', campaignId: id };
  }
  const r = /^\/rules\/([^/?#]+)$/.exec(path);
  if (r && r[1]) {
    const id = decodeURIComponent(r[1]);
    if (saveIdPattern.test(id)) return { name: 'rules', game: id };
  }
  return { name: 'home' };
}

export function hashFor(route: Route): string {
  if (route.name === 'play') return `#/play/${encodeURIComponent(route.saveId)}`;
  if (route.name === 'replay') return `#/replay/${encodeURIComponent(route.saveId)}`;
  if (route.name === 'table') return `#/table/${encodeURIComponent(route.scenarioId)}`;
  if (route.name === 'campaign') return `#/campaign/${encodeURIComponent(route.campaignId)}`;
  if (route.name === 'rules') return `#/rules/${encodeURIComponent(route.game)}`;
  return '#/';
}
