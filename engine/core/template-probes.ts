/**
 * The conformance suite's probes of a game's action templates (core/conformance.ts): each field
 * filled in its bounds, and values just out of them (past its reach or range, not a number, the
 * wrong kind, and a point or path just off the table when the template gives the table's bounds).
 */
import type { ActionTemplate, TemplateBounds, TemplateParam, TemplatePoint } from './contract';

/** How far beyond a template's bounds the probes go: just off the table, inches. */
const OFF_BOUNDS = 0.25;

/**
 * Points just beyond each side of `bounds`, level with `from` (so the nearest are often within the
 * field's reach, and only the bounds refuse them).
 */
function offBounds(from: TemplatePoint, bounds: TemplateBounds | undefined): TemplatePoint[] {
  if (!bounds) return [];
  return [
    { x: bounds.minX - OFF_BOUNDS, y: from.y },
    { x: bounds.maxX + OFF_BOUNDS, y: from.y },
    { x: from.x, y: bounds.minY - OFF_BOUNDS },
    { x: from.x, y: bounds.maxY + OFF_BOUNDS },
  ];
}

/** Concrete values for one template field: one in its bounds, and several out of them. */
export function templateValues(p: TemplateParam): { inside: unknown; outside: unknown[] } {
  switch (p.kind) {
    case 'number': {
      const outside: unknown[] = [p.min - 1, p.max + 1, Number.NaN, 'many'];
      if (p.step !== undefined && p.max - p.min >= p.step) outside.push(p.min + p.step / 2);
      return { inside: p.min, outside };
    }
    case 'angle':
      return { inside: 0, outside: [Number.NaN, Number.POSITIVE_INFINITY, 'north'] };
    case 'point':
      return { inside: { ...p.from }, outside: [{ x: p.from.x + p.maxDistance + 1, y: p.from.y }, { x: Number.NaN, y: p.from.y }, 'here', ...offBounds(p.from, p.bounds)] };
    case 'path': {
      const far = { x: p.from.x + p.maxLength + 1, y: p.from.y };
      const tooMany = Array.from({ length: p.maxPoints + 1 }, () => ({ ...p.from }));
      return { inside: [{ ...p.from }], outside: [[far], tooMany, 'there', ...offBounds(p.from, p.bounds).map((q) => [q])] };
    }
  }
}

/** The template's action with every field in bounds, and `field` set to `value`. */
export function fill(t: ActionTemplate, field?: string, value?: unknown): Record<string, unknown> {
  const a: Record<string, unknown> = { ...t.base };
  for (const [k, p] of Object.entries(t.params)) a[k] = templateValues(p).inside;
  if (field !== undefined) a[field] = value;
  return a;
}
