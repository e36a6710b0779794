import { hashFor, parseHash, type Route } from './route';

/** The current route, following location.hash. */
export const router = $state<{ route: Route }>({ route: parseHash(window.location.hash) });

window.addEventListener('hashchange', () => {
  router.route = parseHash(window.location.hash);
});

export function navigate(route: Route): void {
  const hash = hashFor(route);
  if (window.location.hash !== hash) window.location.hash = hash;
  else router.route = route;
}
