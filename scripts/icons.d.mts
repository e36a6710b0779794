export const SOURCE: string;
export const ICNS_SIZES: number[];
export const ICO_SIZES: number[];
export const PNG_SIZES: number[];
export function makeIcons(outDir: string, source?: string): Promise<string[]>;
