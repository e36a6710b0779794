/**
 * A vitest environment for tests of Svelte reactive code (*.svelte.test.ts): plain Node (no DOM),
 * but modules go through Vite's client pipeline, so the Svelte plugin compiles runes for the
 * client and `svelte` resolves to its client runtime, where $effect and createSubscriber run.
 */
import type { Environment } from 'vitest/environments';

export default {
  name: 'svelte-client',
  viteEnvironment: 'client',
  setup() {
    return { teardown() {} };
  },
} satisfies Environment;
