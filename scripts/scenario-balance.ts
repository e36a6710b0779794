/**
 * `npx tsx scripts/scenario-balance.ts GAME FILE.json [--games N] [--seed S] [--bot NAME] [--write DATE]`
 * (GAME: a two-sided game with scenarios, e.g. combat-patrol)
 * One bot against itself on a scenario: N distinct battles, battle i from seed S + i, and each
 * side's wins. (`npm run sim --bot X --against X` plays every seed twice, once "each side", and
 * the two halves are the same battles when the bot is the same.) With --write, the figures are
 * stored in the file's `balance` field (scenario-balance field, engine/games/combat-patrol/balance-record.ts),
 * with the fingerprint of the table measured and the battles' luck with the dice (so the record shows
 * each side's chance with the luck allowed for, as the in-app check does).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { matchup } from '../engine/bots/matchup';
import { getBot, getGame, getModule } from '../engine/games';
import { recordChances } from '../engine/games/combat-patrol/balance-record';
import { tableFingerprint } from '../engine/games/combat-patrol/balance/fingerprint';

const argv = process.argv.slice(2);
const [gameId, file] = argv;
const flag = (name: string, dflt: string): string => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : dflt;
};
if (!gameId || !file) throw new Error('usage: scenario-balance.ts GAME FILE.json [--games N] [--seed S] [--bot NAME] [--write DATE]');
const games = Number(flag('--games', '40'));
const seed = Number(flag('--seed', '1'));
const botName = flag('--bot', 'tactical');
const def = getGame(gameId);
if (!def) throw new Error(`unknown game ${gameId}`);
const bot = getBot(gameId, botName);
if (!bot) throw new Error(`unknown bot ${botName}`);
const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const parsed = def.parseOptions({ scenario: doc });
if (!parsed.ok) throw new Error(parsed.error.message);
const t0 = Date.now();
const luck = getModule(gameId)?.odds?.luck;
const r = matchup(def, [bot, bot], { options: parsed.options, games, seed, ...(luck ? { luck } : {}) });
const wins = { US: r.wins[0] ?? 0, German: r.wins[1] ?? 0, draw: r.draws + r.unfinished };
console.log(`${String(doc.name)}: ${games} battles from seed ${seed}, ${botName} both sides: US ${wins.US}, German ${wins.German}, draw ${wins.draw}` +
  ` (US ${((100 * wins.US) / games).toFixed(1)}%, German ${((100 * wins.German) / games).toFixed(1)}%); ${JSON.stringify(r.ended)}; turns ${r.means.turns?.toFixed(1)}; ${((Date.now() - t0) / games).toFixed(0)} ms a battle`);
const record = { level: botName, battles: games, firstSeed: seed, wins, measured: '', table: tableFingerprint(doc), ...(r.luck ? { luck: r.luck } : {}) };
const c = recordChances(record);
console.log(`With the dice's luck allowed for: US ${(100 * c.US.chance).toFixed(1)}% +/- ${(100 * c.US.margin).toFixed(1)}, German ${(100 * c.German.chance).toFixed(1)}% +/- ${(100 * c.German.margin).toFixed(1)}`);
const date = argv.includes('--write') ? flag('--write', '') : '';
if (date) {
  doc.balance = { ...record, measured: date };
  writeFileSync(file, `${JSON.stringify(doc, null, 1)}\n`);
}
