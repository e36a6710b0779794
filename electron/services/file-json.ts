import { nestsDeeperThan } from '../api/json-depth';
import { MAX_JSON_DEPTH } from '../api/limits';
import { ApiFailure } from './failure';

/** Text without a leading UTF-8 byte-order mark (Windows editors write one). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * An imported file's JSON (`kind`: save, scenario, campaign), or a 'bad-file' refusal: text that
 * is not JSON, or nests deeper than MAX_JSON_DEPTH (refused before parsing, in milliseconds).
 */
export function parseFileJson(text: string, kind: string): unknown {
  const body = withoutBom(text);
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
    throw new ApiFailure('bad-file', `This file is not a Patrol HQ ${kind}: it nests deeper than ${MAX_JSON_DEPTH} levels.`, 'too-deep');
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new ApiFailure('bad-file', `This file is not a Patrol HQ ${kind}: it is not valid JSON.`);
  }
}
