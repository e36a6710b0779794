/**
 * The browser globals that page.evaluate() callbacks use, typed loosely: the node tsconfig that
 * checks the specs has no DOM library. Use as `const w = globalThis as unknown as PageWindow;`
 * inside the callback (a type only: nothing is imported at run time).
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface PageWindow {
  document: any;
  scrollY: number;
  getComputedStyle(el: any): { fill: string; stroke: string; visibility: string; display: string };
}
