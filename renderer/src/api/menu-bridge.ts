/**
 * Wires the desktop menu's commands (commands.ts) to this page: the router, the API client and the
 * DOM (focus, key presses, a text field's own undo). App.svelte calls `listenForMenu` once; in the
 * browser host it does nothing.
 */
import type { ApiClient } from '../../../electron/api/contract';
import { needsConfirm, REVEALS_FUTURE } from '../lib/export-warning';
import type { Route } from '../lib/route';
import { onAppCommand, runAppCommand, type CommandEnv } from './commands';

const ECHO_MS = 300;

function editable(el: Element | null): boolean {
  if (!el) return false;
  const h = el as HTMLElement;
  return h.isContentEditable || el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && !/^(button|checkbox|radio|range|color|file|submit|reset|image)$/i.test((el as HTMLInputElement).type));
}

export function listenForMenu(w: Window, deps: { route(): Route; navigate(r: Route): void; api: ApiClient; save(fileName: string, text: string): void }): () => void {
  const mac = /Mac/i.test(w.navigator.platform);
  const pressedAt = { undo: -Infinity, redo: -Infinity };
  // A real Ctrl/Cmd+Z or +Y a screen handled: if the menu's accelerator echoes it, do not undo twice.
  const watch = (e: KeyboardEvent) => {
    if (!e.isTrusted || !(e.ctrlKey || e.metaKey)) return;
    const which = /^z$/i.test(e.key) ? (e.shiftKey ? 'redo' : 'undo') : /^y$/i.test(e.key) ? 'redo' : null;
    if (which) setTimeout(() => e.defaultPrevented && (pressedAt[which] = performance.now()), 0);
  };
  w.addEventListener('keydown', watch, true);

  const env: CommandEnv = {
    route: deps.route,
    navigate: deps.navigate,
    exportSave: async (saveId) => {
      const r = await deps.api.call('saves.export', { id: saveId });
      if (r.ok && (!needsConfirm(r.value) || w.confirm(REVEALS_FUTURE))) deps.save(r.value.fileName, r.value.text);
    },
    focusSection: (headingId) => {
      const until = performance.now() + 3000;
      const tryFocus = () => {
        const heading = w.document.getElementById(headingId);
        const control = heading?.closest('section')?.querySelector<HTMLElement>('button, [href], input, select');
        if (control) {
          heading!.scrollIntoView({ block: 'nearest' });
          control.focus();
        } else if (performance.now() < until) setTimeout(tryFocus, 50);
      };
      tryFocus();
    },
    press: (key) => {
      const target = w.document.activeElement ?? w.document.body;
      const ev = new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, ctrlKey: !mac, metaKey: mac, bubbles: true, cancelable: true });
      target.dispatchEvent(ev);
      return ev.defaultPrevented;
    },
    editText: (which) => {
      if (editable(w.document.activeElement)) w.document.execCommand(which);
    },
    justPressed: (which) => performance.now() - pressedAt[which] < ECHO_MS,
  };
  const off = onAppCommand(w, (cmd) => void runAppCommand(cmd, env));
  return () => {
    off();
    w.removeEventListener('keydown', watch, true);
  };
}
