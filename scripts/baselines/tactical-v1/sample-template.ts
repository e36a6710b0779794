/**
 * Concrete values for an action template's continuous fields, drawn from the bot's seeded stream:
 * a point inside its disc (and on the table, when the template gives its bounds), a whole-degree direction, a number on its step, a path of a few legs
 * within its length. `check` still decides whether the result is legal.
 */
import type { ActionTemplate, TemplateBounds, TemplateParam } from '../../../engine/core/contract';
import { nextFloat, nextInt, type RngState } from '../../../engine/core/rng';

const round = (n: number): number => Math.round(n * 100) / 100;

/** The point moved into `bounds` (the table), when the template gives them. */
function inside(p: { x: number; y: number }, bounds: TemplateBounds | undefined): { x: number; y: number } {
  if (!bounds) return p;
  return { x: Math.min(bounds.maxX, Math.max(bounds.minX, p.x)), y: Math.min(bounds.maxY, Math.max(bounds.minY, p.y)) };
}

export function sampleParam(p: TemplateParam, rng: RngState): unknown {
  switch (p.kind) {
    case 'point': {
      const r = p.maxDistance * Math.sqrt(nextFloat(rng));
      const a = nextFloat(rng) * Math.PI * 2;
      return inside({ x: round(p.from.x + r * Math.cos(a)), y: round(p.from.y + r * Math.sin(a)) }, p.bounds);
    }
    case 'angle':
      return nextInt(rng, 360);
    case 'number': {
      const v = p.min + nextFloat(rng) * (p.max - p.min);
      return p.step ? Math.min(p.max, p.min + Math.round((v - p.min) / p.step) * p.step) : round(v);
    }
    case 'path': {
      const legs = 1 + nextInt(rng, Math.min(3, p.maxPoints));
      let left = p.maxLength * (0.3 + 0.7 * nextFloat(rng));
      let at = p.from;
      const out: Array<{ x: number; y: number }> = [];
      for (let i = 0; i < legs; i++) {
        const len = i === legs - 1 ? left : left * nextFloat(rng);
        const a = nextFloat(rng) * Math.PI * 2;
        at = inside({ x: round(at.x + len * Math.cos(a)), y: round(at.y + len * Math.sin(a)) }, p.bounds);
        out.push(at);
        left -= len;
      }
      return out;
    }
  }
}

/** The template's base with every continuous field filled in. */
export function sampleTemplate(t: ActionTemplate, rng: RngState): Record<string, unknown> {
  const a: Record<string, unknown> = { ...t.base };
  for (const [field, p] of Object.entries(t.params)) a[field] = sampleParam(p, rng);
  return a;
}
