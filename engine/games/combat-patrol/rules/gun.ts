/**
 * Machine-gun ammunition, as the source gives it. A belt-fed gun fires its special method (the arc)
 * four times, a magazine-fed one twice; then it is unloaded and fires not at all until reloaded.
 * The standard method uses no ammunition. A belt takes three reload actions; a magazine one, then a
 * D10: 1-5, one more action. A helper in base contact adds part of an action by spending half of his
 * activation (house rule `helperReloadActions`, 0.5 by default).
 */
import type { Weapon } from '../types';

export interface GunState {
  /** Special-method bursts fired since the last reload. */
  uses: number;
  /** Reload actions done so far (halves and wholes). */
  reload: number;
  /** Reload actions needed (a magazine's second action is added when its D10 asks for it). */
  reloadNeeded: number;
  /** A magazine's D10 has been rolled in this reload. */
  magazineRolled: boolean;
}

export type MachineGunSpec = Extract<NonNullable<Weapon['special']>, { kind: 'machine-gun' }>;

export function machineGunOf(w: Weapon | undefined): MachineGunSpec | null {
  return w?.special?.kind === 'machine-gun' ? w.special : null;
}

export function newGunState(w: Weapon | undefined): GunState | null {
  const mg = machineGunOf(w);
  return mg ? { uses: 0, reload: 0, reloadNeeded: mg.reloadActions, magazineRolled: false } : null;
}

export function isLoaded(w: Weapon | undefined, g: GunState | null): boolean {
  const mg = machineGunOf(w);
  return !mg || !g || g.uses < mg.firesBeforeReload;
}

export function burstsLeft(w: Weapon | undefined, g: GunState | null): number {
  const mg = machineGunOf(w);
  return mg && g ? Math.max(0, mg.firesBeforeReload - g.uses) : 0;
}

export function afterBurst(g: GunState): GunState {
  return { ...g, uses: g.uses + 1 };
}

const TOL = 1e-9;

export type ReloadStep =
  /** Still unloaded after adding the work. */
  | { kind: 'working'; gun: GunState }
  /** A magazine's first action is done: roll a D10 now (`afterMagazineRoll`). */
  | { kind: 'roll-magazine'; gun: GunState }
  | { kind: 'loaded'; gun: GunState };

function loadedGun(mg: MachineGunSpec): GunState {
  return { uses: 0, reload: 0, reloadNeeded: mg.reloadActions, magazineRolled: false };
}

/** Adds `actions` of reloading work to an unloaded gun. */
export function addReload(w: Weapon, g: GunState, actions: number): ReloadStep {
  const mg = machineGunOf(w) as MachineGunSpec;
  const next = { ...g, reload: g.reload + actions };
  if (next.reload + TOL < next.reloadNeeded) return { kind: 'working', gun: next };
  if (mg.feed === 'magazine' && !next.magazineRolled) return { kind: 'roll-magazine', gun: next };
  return { kind: 'loaded', gun: loadedGun(mg) };
}

/** A magazine's D10 after its first reload action: 6-10 loaded, 1-5 another action needed. */
export function afterMagazineRoll(w: Weapon, g: GunState, roll: number): ReloadStep {
  const mg = machineGunOf(w) as MachineGunSpec;
  if (roll >= 6) return { kind: 'loaded', gun: loadedGun(mg) };
  const next = { ...g, magazineRolled: true, reloadNeeded: g.reloadNeeded + 1 };
  return next.reload + TOL < next.reloadNeeded ? { kind: 'working', gun: next } : { kind: 'loaded', gun: loadedGun(mg) };
}

/** "2 of 4 bursts left", "unloaded: 1.5 of 3 reload actions done". */
export function gunWords(w: Weapon, g: GunState): string {
  const mg = machineGunOf(w) as MachineGunSpec;
  if (g.uses < mg.firesBeforeReload) return `${mg.firesBeforeReload - g.uses} of ${mg.firesBeforeReload} bursts left`;
  return `unloaded: ${g.reload} of ${g.reloadNeeded} reload action${g.reloadNeeded === 1 ? '' : 's'} done`;
}
