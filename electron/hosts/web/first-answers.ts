/**
 * The home screen's first answers, written into the page the browser host serves to a holder of its
 * token: the page can draw its saves list as soon as its script has run, instead of opening the
 * socket, asking, and waiting (issue 22: the first screen in half a second). The answers are the
 * same the socket would give this caller now; the page is not cached (no-store), so a later load
 * asks afresh. They go in a data block (`type="application/json"`, never run), with every `<`
 * written as \u003c so no text in them (a save's name) can close the block.
 */
import type { ApiHandler } from '../../services/api-handler';
import { newCaller } from '../../services/caller';
import { FIRST_ANSWERS_ID, FIRST_CALLS } from '../../api/first-calls';

/** The first calls' answers, by channel, as the socket would give them (ApiResult each). */
export async function firstAnswers(handler: ApiHandler): Promise<Record<string, unknown>> {
  const { caller, gone } = newCaller('page');
  try {
    const out: Record<string, unknown> = {};
    for (const { channel, payload } of FIRST_CALLS) out[channel] = await handler.handle(channel, payload, caller);
    return out;
  } finally {
    gone();
  }
}

/** JSON safe inside a <script> data block: no `<` (no `</script>`, no `<!--`), no line separators. */
export function blockJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** `html` with the answers' data block put just before `</body>` (or at the end when there is none). */
export function withFirstAnswers(html: string, answers: Record<string, unknown>): string {
  const block = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${blockJson(answers)}</script>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + block : html.slice(0, at) + block + html.slice(at);
}
