export const INSTALLER: RegExp;
export function checksums(dir: string): string[];
