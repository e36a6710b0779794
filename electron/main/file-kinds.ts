/**
 * Our file types: each export has its own extension, so the system opens it with Patrol HQ
 * (electron-builder.yml `fileAssociations` declares the same list; a test checks they agree).
 * The content decides, not the name: a file is what its `format` field says.
 */
export type FileKind = 'save' | 'scenario' | 'campaign';

export const fileKinds: Record<FileKind, { ext: string; format: string; name: string }> = {
  save: { ext: 'patrolsave', format: 'patrol-hq-save', name: 'Patrol HQ saved game' },
  scenario: { ext: 'patrolscenario', format: 'patrol-hq-scenario', name: 'Patrol HQ scenario' },
  campaign: { ext: 'patrolcampaign', format: 'patrol-hq-campaign', name: 'Patrol HQ campaign' },
};

/** The kind an extension names (case-insensitive), or null. `.json` names no kind: its content does. */
export function kindOfPath(path: string): FileKind | null {
  const m = /\.([A-Za-z]+)$/.exec(path);
  const ext = m?.[1]?.toLowerCase();
  for (const [kind, k] of Object.entries(fileKinds) as [FileKind, (typeof fileKinds)[FileKind]][]) if (k.ext === ext) return kind;
  return null;
}

/** The kind a file's JSON says it is (its `format` field), or null for anything else. */
export function kindOfText(text: string): FileKind | null {
  try {
    const format = (JSON.parse(text.replace(/^\uFEFF/, '')) as { format?: unknown } | null)?.format;
    for (const [kind, k] of Object.entries(fileKinds) as [FileKind, (typeof fileKinds)[FileKind]][]) if (k.format === format) return kind;
  } catch {
    // not JSON: no kind
  }
  return null;
}

/** Paths among command-line arguments that name one of our files (Windows and Linux pass them so). */
export function filesFromArgv(argv: readonly string[]): string[] {
  return argv.filter((a) => !a.startsWith('-') && kindOfPath(a) !== null);
}

/**
 * The name offered in the save dialog: the services' `<slug>.patrol-hq.json` (saves) or
 * `<slug>.patrol-hq-scenario.json` becomes `<slug>.patrolsave` or `<slug>.patrolscenario`, so the
 * saved file opens with Patrol HQ when double-clicked.
 */
export function associatedFileName(fileName: string, kind: FileKind): string {
  const base = fileName
    .replace(/\.json$/i, '')
    .replace(/\.patrol-hq(?:-[a-z]+)?$/i, '')
    .replace(/\.patrol(?:save|scenario|campaign)$/i, '');
  return `${base || 'patrol-hq'}.${fileKinds[kind].ext}`;
}
