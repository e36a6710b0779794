// A stand-in for the desktop preload, injected into pages by desktop-bridge.spec.ts: window.patrolHq
// with `call` (the API, carried over the browser host's WebSocket; `desktop.*` channels recorded and
// answered from window.__desktopAnswers) and `onCommand` (window.__menu(cmd) plays a menu command).
(() => {
  const token = new URLSearchParams(location.search).get('token') || '';
  const ws = new WebSocket(`ws://${location.host}/api?token=${token}`);
  const open = new Promise((r) => (ws.onopen = r));
  const pending = new Map();
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data));
    const done = pending.get(m.id);
    pending.delete(m.id);
    if (done) done(m.result);
  };
  let next = 1;
  let listener = null;
  const calls = [];
  const answers = {};
  window.__desktopCalls = calls;
  window.__desktopAnswers = answers;
  window.__menu = (c) => listener && listener(c);
  window.patrolHq = {
    call: async (channel, payload) => {
      if (channel.startsWith('desktop.')) {
        calls.push({ channel, payload });
        const value = channel in answers ? answers[channel] : channel === 'desktop.saveFile' ? { saved: true, fileName: payload.fileName } : null;
        return { ok: true, value };
      }
      await open;
      const id = next++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        ws.send(JSON.stringify({ id, channel, payload }));
      });
    },
    onCommand: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
})();
