import type { SaveStatus } from '../../../electron/api/contract';

/**
 * The date and time formats, made once: making one loads the locale's data and took about 6 ms a
 * call, so the home screen's ten save rows spent some 60 ms on their dates before the first frame.
 */
let formats: { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | null = null;

function dateFormats(): { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat } {
  return (formats ??= { time: new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }), date: new Intl.DateTimeFormat() });
}

export function formatWhen(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  const mins = Math.round((now.getTime() - d.getTime()) / 60000);
  if (mins < 1) return 'just now';
  if (mins < 60) return `${mins} min ago`;
  const sameDay = d.toDateString() === now.toDateString();
  const { time, date } = dateFormats();
  return sameDay ? `today ${time.format(d)}` : `${date.format(d)} ${time.format(d)}`;
}

export function statusLabel(s: SaveStatus): string {
  return { playing: 'In progress', won: 'Won', lost: 'Lost', drawn: 'Drawn' }[s];
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
