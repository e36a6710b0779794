// `npm run icons`: every platform's app icons from the one source image, resources/icons/icon.svg,
// with icon-gen (SVG -> PNGs -> .icns and .ico). Writes build/icons/ (not committed):
//   icon.icns (macOS), icon.ico (Windows, also the file-association icon), png/<N>x<N>.png (Linux).
// electron-builder.yml points at these. Usage: node scripts/icons.mjs [outDir]
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE = join(root, 'resources', 'icons', 'icon.svg');
export const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024];
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
export const PNG_SIZES = [16, 32, 48, 64, 128, 256, 512, 1024];

/** Generates the icons into `outDir` and returns the files written (relative to it). */
export async function makeIcons(outDir, source = SOURCE) {
  const mod = createRequire(import.meta.url)('icon-gen');
  const iconGen = typeof mod === 'function' ? mod : mod.default;
  rmSync(outDir, { recursive: true, force: true });
  const png = join(outDir, 'png');
  mkdirSync(png, { recursive: true });
  await iconGen(source, outDir, { report: false, icns: { name: 'icon', sizes: ICNS_SIZES }, ico: { name: 'icon', sizes: ICO_SIZES } });
  // Linux wants a folder of <N>x<N>.png; icon-gen's PNG output is named <prefix><N>.png.
  await iconGen(source, png, { report: false, favicon: { name: 'icon-', pngSizes: PNG_SIZES, icoSizes: [] } });
  for (const f of readdirSync(png)) {
    const m = /^icon-(\d+)\.png$/.exec(f);
    if (m) renameSync(join(png, f), join(png, `${m[1]}x${m[1]}.png`));
    else rmSync(join(png, f), { force: true });
  }
  return [
    ...readdirSync(outDir).filter((f) => f !== 'png'),
    ...readdirSync(png).map((f) => `png/${f}`),
  ].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? join(root, 'build', 'icons'));
  const files = await makeIcons(out);
  process.stdout.write(`Icons from resources/icons/icon.svg in ${out}: ${files.join(', ')}\n`);
}
