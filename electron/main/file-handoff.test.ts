import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/contract';
import { FileHandoff, type HandoffDeps, type ImportKind } from './file-handoff';
import { associatedFileName, filesFromArgv, kindOfPath, kindOfText } from './file-kinds';

const saveText = JSON.stringify({ format: 'patrol-hq-save', formatVersion: 1, game: 'endless-patrol', actions: [] });
const scenarioText = JSON.stringify({ format: 'patrol-hq-scenario', formatVersion: 1 });
const campaignText = JSON.stringify({ format: 'patrol-hq-campaign', formatVersion: 1 });

describe('our file types', () => {
  it('knows saves, scenarios and campaigns by extension, whatever the case', () => {
    expect(kindOfPath('/home/a/Patrol 1.patrolsave')).toBe('save');
    expect(kindOfPath('C:\\Users\\a\\Ambush.PATROLSCENARIO')).toBe('scenario');
    expect(kindOfPath('roster.patrolcampaign')).toBe('campaign');
    expect(kindOfPath('notes.json')).toBeNull();
    expect(kindOfPath('patrolsave')).toBeNull();
  });

  it('knows a file by its content (format field), byte-order mark or not', () => {
    expect(kindOfText(saveText)).toBe('save');
    expect(kindOfText(`\uFEFF${scenarioText}`)).toBe('scenario');
    expect(kindOfText(campaignText)).toBe('campaign');
    expect(kindOfText('{"eggs":12}')).toBeNull();
    expect(kindOfText('not json')).toBeNull();
    expect(kindOfText('null')).toBeNull();
  });

  it('finds our files among launch arguments and ignores the rest', () => {
    const argv = ['/opt/Patrol HQ/patrol-hq', '--no-sandbox', '.', '/tmp/a.patrolsave', 'b.patrolscenario', '--flag=x.patrolsave', 'c.json'];
    expect(filesFromArgv(argv)).toEqual(['/tmp/a.patrolsave', 'b.patrolscenario']);
  });

  it('offers exports under the extension that opens with Patrol HQ', () => {
    expect(associatedFileName('night-patrol.patrol-hq.json', 'save')).toBe('night-patrol.patrolsave');
    expect(associatedFileName('ambush.patrol-hq-scenario.json', 'scenario')).toBe('ambush.patrolscenario');
    expect(associatedFileName('easy-company.patrol-hq-campaign.json', 'campaign')).toBe('easy-company.patrolcampaign');
    expect(associatedFileName('ambush.patrolscenario', 'scenario')).toBe('ambush.patrolscenario');
    expect(associatedFileName('.json', 'save')).toBe('patrol-hq.patrolsave');
  });
});

/** A hand-off with recorded effects; files are texts by path. */
function setup(files: Record<string, string>, answers: { confirm?: boolean; importFails?: string; notice?: string } = {}) {
  const log: string[] = [];
  let n = 0;
  const deps: HandoffDeps = {
    confirm: async (name, kind) => {
      log.push(`confirm ${kind} ${name}`);
      return answers.confirm ?? true;
    },
    read: async (path) => {
      if (!(path in files)) throw new Error(`${path} could not be found or read.`);
      return files[path]!;
    },
    importText: async (kind: ImportKind, text): Promise<ApiResult<{ id: string; name: string; notice?: string }>> => {
      log.push(`import ${kind} ${text.length}`);
      if (answers.importFails) return { ok: false, error: { code: 'bad-file', message: answers.importFails } };
      return { ok: true, value: { id: `id${++n}`, name: 'x', ...(answers.notice ? { notice: answers.notice } : {}) } };
    },
    show: (kind, id) => log.push(`show ${kind} ${id}`),
    tell: (title, message) => log.push(`tell ${title} | ${message}`),
    inform: (title, message) => log.push(`inform ${title} | ${message}`),
  };
  return { handoff: new FileHandoff(deps), log };
}

describe('file hand-off (double-click, second launch, File > Import)', () => {
  it('keeps files that arrive before the window is ready, then asks, imports and shows each in order', async () => {
    const { handoff, log } = setup({ '/d/a.patrolsave': saveText, '/d/b.patrolscenario': scenarioText });
    await handoff.receive(['/d/a.patrolsave']);
    await handoff.receive(['/d/b.patrolscenario', '/d/a.patrolsave']); // the same file twice is handled once
    expect(log).toEqual([]);
    await handoff.start();
    expect(log).toEqual([
      'confirm save a.patrolsave',
      `import save ${saveText.length}`,
      'show save id1',
      'confirm scenario b.patrolscenario',
      `import scenario ${scenarioText.length}`,
      'show scenario id2',
    ]);
  });

  it('imports nothing when the person declines', async () => {
    const { handoff, log } = setup({ '/d/a.patrolsave': saveText }, { confirm: false });
    await handoff.start();
    await handoff.receive(['/d/a.patrolsave']);
    expect(log).toEqual(['confirm save a.patrolsave']);
    expect(handoff.outcomes).toEqual([{ path: '/d/a.patrolsave', outcome: 'declined' }]);
  });

  it('does not ask again for files chosen in File > Import', async () => {
    const { handoff, log } = setup({ '/d/a.json': saveText });
    await handoff.start();
    await handoff.receive(['/d/a.json'], { ask: false });
    expect(log).toEqual([`import save ${saveText.length}`, 'show save id1']);
  });

  it('shows an imported campaign game, then says it came in outside any campaign', async () => {
    const { handoff, log } = setup({ '/d/c.patrolsave': saveText }, { notice: 'It was played in a campaign: it comes in outside any campaign.' });
    await handoff.start();
    await handoff.receive(['/d/c.patrolsave'], { ask: false });
    expect(log).toEqual([`import save ${saveText.length}`, 'show save id1', 'inform c.patrolsave was imported | It was played in a campaign: it comes in outside any campaign.']);
  });

  it('goes by content: a scenario saved under a .patrolsave name imports as a scenario', async () => {
    const { handoff, log } = setup({ '/d/odd.patrolsave': scenarioText });
    await handoff.start();
    await handoff.receive(['/d/odd.patrolsave']);
    expect(log[0]).toBe('confirm scenario odd.patrolsave');
  });

  it('imports a campaign file after asking, and shows the campaign', async () => {
    const { handoff, log } = setup({ '/d/r.patrolcampaign': campaignText });
    await handoff.start();
    await handoff.receive(['/d/r.patrolcampaign']);
    expect(log).toEqual(['confirm campaign r.patrolcampaign', `import campaign ${campaignText.length}`, 'show campaign id1']);
  });

  it('explains what it refuses and imports nothing: unreadable, not ours, refused by the service', async () => {
    const { handoff, log } = setup({ '/d/list.patrolsave': '{"eggs":12}', '/d/bad.patrolsave': saveText }, { importFails: 'This save file is malformed at "actions".' });
    await handoff.start();
    await handoff.receive(['/d/gone.patrolsave', '/d/list.patrolsave', '/d/bad.patrolsave']);
    expect(log).toEqual([
      'tell Patrol HQ could not open gone.patrolsave | /d/gone.patrolsave could not be found or read.',
      'confirm save list.patrolsave', // named .patrolsave: the service decides and refuses below
      `import save 11`,
      'tell Patrol HQ could not open list.patrolsave | This save file is malformed at "actions".',
      'confirm save bad.patrolsave',
      `import save ${saveText.length}`,
      'tell Patrol HQ could not open bad.patrolsave | This save file is malformed at "actions".',
    ]);
    expect(handoff.outcomes.map((o) => o.outcome)).toEqual(['refused', 'refused', 'refused']);
  });

  it('says a file is not ours when neither its name nor its content says so', async () => {
    const { handoff, log } = setup({ '/d/notes.json': '{"eggs":12}' });
    await handoff.start();
    await handoff.receive(['/d/notes.json'], { ask: false });
    expect(log).toEqual(['tell Patrol HQ could not open notes.json | notes.json is not a Patrol HQ saved game, scenario or campaign.']);
  });
});
