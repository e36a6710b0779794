import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checksums } from '../../scripts/checksums.mjs';
import { tempDir } from '../fixtures/services';

const root = resolve(__dirname, '../..');
const yaml = createRequire(__filename)('js-yaml') as { load(s: string): unknown };

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { 'runs-on': string; needs?: string; strategy?: { matrix: Record<string, unknown> }; steps: Step[] }>;
}
const load = (name: string) => yaml.load(readFileSync(join(root, '.github/workflows', name), 'utf8')) as Workflow;
const lint = (dir?: string) => spawnSync(process.execPath, [join(root, 'scripts/lint-workflows.mjs'), ...(dir ? [dir] : [])], { cwd: root, encoding: 'utf8' });

describe('workflow linting (in npm test)', () => {
  it('passes our workflows', () => {
    const r = lint();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('release.yml ok');
    expect(r.stdout).toContain('test.yml ok');
  });

  it('fails a workflow with a misspelled key, and an empty folder', { timeout: 30_000 }, () => {
    const t = tempDir();
    try {
      const good = readFileSync(join(root, '.github/workflows/test.yml'), 'utf8');
      writeFileSync(join(t.dir, 'bad.yml'), good.replace('runs-on:', 'runs_on:'));
      const r = lint(t.dir);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('bad.yml is not a valid workflow');
      mkdirSync(join(t.dir, 'empty'));
      expect(lint(join(t.dir, 'empty')).status).toBe(1);
    } finally {
      t.cleanup();
    }
  });
});

describe('test.yml', () => {
  const wf = load('test.yml');
  const steps = wf.jobs.test!.steps;
  it('runs npm test on Windows, macOS and Linux, Linux under xvfb, with the Electron binary fetched', () => {
    expect(wf.jobs.test!.strategy!.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest']);
    expect(steps.some((s) => s.run?.includes('node_modules/electron/install.js'))).toBe(true);
    expect(steps.find((s) => s.run?.startsWith('xvfb-run'))).toMatchObject({ if: "runner.os == 'Linux'", run: expect.stringContaining('npm test') });
    expect(steps.find((s) => s.run === 'npm test')).toMatchObject({ if: "runner.os != 'Linux'" });
    expect(wf.permissions).toEqual({ contents: 'read' });
  });
});

describe('release.yml', () => {
  const wf = load('release.yml');
  const build = wf.jobs.build!;
  const run = build.steps.map((s) => s.run ?? '').join('\n');
  it('runs on version tags, each platform on its own runner, macOS for both arches', () => {
    expect(wf.on.push).toEqual({ tags: ['v*.*.*'] });
    const include = build.strategy!.matrix.include as { os: string; platform: string; arches: string }[];
    expect(include.map((m) => [m.platform, m.os, m.arches])).toEqual([
      ['linux', 'ubuntu-latest', 'x64'],
      ['win', 'windows-latest', 'x64'],
      ['mac', 'macos-latest', 'x64 arm64'],
    ]);
  });

  it('checks the tag against package.json, builds icons, SQLite per arch and the app, then packages', () => {
    const order = ['"v$version" != "$RELEASE_TAG"', 'npm run icons', 'scripts/native-release.mjs --arch "$arch"', 'npm run build', 'npx electron-builder', 'scripts/checksums.mjs'];
    const at = order.map((s) => run.indexOf(s));
    expect(at.every((i) => i >= 0), JSON.stringify(at)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(run).toContain('--publish never');
    expect(run).toContain('-c.publish.owner=${{ github.repository_owner }}');
  });

  it('signs and notarizes only with secrets, and says so when it cannot', () => {
    const signing = build.steps.find((s) => s.name?.startsWith('Signing'))!;
    expect(signing.run).toContain('::notice title=macOS build not signed::');
    expect(signing.run).toContain('::notice title=macOS build not notarized::');
    expect(signing.run).toContain('::notice title=Windows build not signed::');
    expect(signing.run).toContain('-c.mac.identity=-'); // ad-hoc: arm64 Macs refuse to run an unsigned app at all
    const pkg = build.steps.find((s) => s.name?.startsWith('Package'))!;
    expect(Object.values(pkg.env!)).toEqual(expect.arrayContaining(['${{ secrets.CSC_LINK }}', '${{ secrets.APPLE_ID }}', '${{ secrets.WIN_CSC_LINK }}']));
  });

  it('attaches installers, update feed files and one checked SHA256SUMS.txt to the release', () => {
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))! as Step & { with: { path: string } };
    for (const p of ['*.exe', '*.dmg', '*.zip', '*.AppImage', '*.deb', '*.blockmap', 'latest*.yml', 'SHA256SUMS-*.txt']) expect(upload.with.path).toContain(`dist/${p}`);
    const publish = wf.jobs.publish!;
    expect(publish.needs).toBe('build');
    const script = publish.steps.map((s) => s.run ?? '').join('\n');
    expect(script).toContain('sha256sum -c SHA256SUMS.txt');
    expect(script).toContain('gh release create "$RELEASE_TAG" release/*');
    expect(wf.permissions).toEqual({ contents: 'write' });
  });
});

describe('release checksums', () => {
  it('lists installers and update files in sha256sum format, nothing else', () => {
    const t = tempDir();
    try {
      writeFileSync(join(t.dir, 'patrol-hq-0.1.0-setup.exe'), 'exe');
      writeFileSync(join(t.dir, 'latest.yml'), 'version: 0.1.0');
      writeFileSync(join(t.dir, 'builder-debug.yml'), 'x');
      mkdirSync(join(t.dir, 'linux-unpacked'));
      const sha = (s: string) => createHash('sha256').update(s).digest('hex');
      expect(checksums(t.dir)).toEqual([`${sha('version: 0.1.0')}  latest.yml`, `${sha('exe')}  patrol-hq-0.1.0-setup.exe`]);
    } finally {
      t.cleanup();
    }
  });
});
