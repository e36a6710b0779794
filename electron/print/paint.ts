/**
 * Paints the display list into a pdf-lib document: paths and clips as raw PDF operators (y
 * flipped: the list runs down the page, PDF runs up), circles and text through pdf-lib's own
 * drawing calls with the standard Helvetica fonts.
 */
import {
  PDFDocument, PDFFont, PDFPage, appendBezierCurve, clip, closePath, degrees, endPath, fill, fillAndStroke, lineTo, moveTo,
  popGraphicsState, pushGraphicsState, rgb, setDashPattern, setFillingRgbColor, setLineCap, setLineJoin, setLineWidth,
  setStrokingRgbColor, stroke, LineCapStyle, LineJoinStyle, type PDFOperator,
} from 'pdf-lib';
import type { Vec } from '../../engine/geometry';
import type { Op, PrintPage, Rgb } from './ops';

export interface Fonts { regular: PDFFont; bold: PDFFont; clean(text: string): string }

const n = (v: number): number => Math.round(v * 1000) / 1000;

function pathOps(subpaths: Vec[][], closed: boolean, h: number): PDFOperator[] {
  const out: PDFOperator[] = [];
  for (const sp of subpaths) {
    if (sp.length === 0) continue;
    out.push(moveTo(n(sp[0]!.x), n(h - sp[0]!.y)));
    for (let i = 1; i < sp.length; i++) out.push(lineTo(n(sp[i]!.x), n(h - sp[i]!.y)));
    if (closed) out.push(closePath());
  }
  return out;
}

function circlePath(c: Vec, r: number, h: number): PDFOperator[] {
  const k = 0.5522847498 * r;
  const x = c.x;
  const y = h - c.y;
  return [
    moveTo(n(x + r), n(y)),
    appendBezierCurve(n(x + r), n(y + k), n(x + k), n(y + r), n(x), n(y + r)),
    appendBezierCurve(n(x - k), n(y + r), n(x - r), n(y + k), n(x - r), n(y)),
    appendBezierCurve(n(x - r), n(y - k), n(x - k), n(y - r), n(x), n(y - r)),
    appendBezierCurve(n(x + k), n(y - r), n(x + r), n(y - k), n(x + r), n(y)),
    closePath(),
  ];
}

function paintShape(page: PDFPage, geometry: PDFOperator[], o: { fill?: Rgb; stroke?: Rgb; lineWidth?: number; dash?: number[] }): void {
  if (!o.fill && !o.stroke) return;
  const ops: PDFOperator[] = [pushGraphicsState()];
  if (o.fill) ops.push(setFillingRgbColor(n(o.fill.r), n(o.fill.g), n(o.fill.b)));
  if (o.stroke) {
    ops.push(setStrokingRgbColor(n(o.stroke.r), n(o.stroke.g), n(o.stroke.b)), setLineWidth(n(o.lineWidth ?? 1)));
    ops.push(setLineCap(LineCapStyle.Round), setLineJoin(LineJoinStyle.Round));
    if (o.dash) ops.push(setDashPattern(o.dash.map(n), 0));
  }
  ops.push(...geometry, o.fill && o.stroke ? fillAndStroke() : o.fill ? fill() : stroke(), popGraphicsState());
  page.pushOperators(...ops);
}

export function paintOps(page: PDFPage, ops: readonly Op[], fonts: Fonts): void {
  const h = page.getHeight();
  for (const op of ops) {
    switch (op.t) {
      case 'path':
        paintShape(page, pathOps(op.subpaths, op.closed, h), op);
        break;
      case 'circle':
        paintShape(page, circlePath(op.c, op.r, h), op);
        break;
      case 'clip':
        page.pushOperators(pushGraphicsState(), ...pathOps([op.poly], true, h), clip(), endPath());
        break;
      case 'unclip':
        page.pushOperators(popGraphicsState());
        break;
      case 'text': {
        const text = fonts.clean(op.text);
        if (!text) break;
        const font = op.bold ? fonts.bold : fonts.regular;
        const w = font.widthOfTextAtSize(text, op.size);
        const shift = op.align === 'center' ? w / 2 : op.align === 'right' ? w : 0;
        const rad = ((op.rotate ?? 0) * Math.PI) / 180;
        const x = op.at.x - Math.cos(rad) * shift;
        const y = op.at.y - Math.sin(rad) * shift;
        const c = op.colour ?? { r: 0, g: 0, b: 0 };
        page.drawText(text, { x: n(x), y: n(h - y), size: op.size, font, color: rgb(c.r, c.g, c.b), rotate: degrees(-(op.rotate ?? 0)) });
        break;
      }
    }
  }
}

export function paintPages(pdf: PDFDocument, pages: readonly PrintPage[], fonts: Fonts): void {
  for (const p of pages) {
    const page = pdf.addPage([p.width, p.height]);
    paintOps(page, p.ops, fonts);
  }
}
