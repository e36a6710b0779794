/**
 * The shipped scenarios as the screens list them ("Start from a shipped table"): template id, name
 * and the first line of the briefing. Small on purpose (the home screen's script carries it); the
 * documents themselves are in shipped-scenarios.ts, and a test keeps the two the same.
 */
export const SHIPPED_TABLES = [
  { id: 'meeting-engagement', name: "Meeting engagement at Les Hameaux", firstLine: "Two patrols, each sent to take the hamlet's well before the other side gets there, run into each other in the morning mist." },
  { id: 'hold-the-crossroads', name: "Hold the crossroads", firstLine: "A US squad that has lost half its men holds the crossroads the battalion must keep open until the tanks come up." },
  { id: 'take-the-mg-nest', name: "Take the MG nest", firstLine: "An MG42 in a dug-in nest on the rise covers the whole valley road and has already stopped the company once." },
  { id: 'clear-the-farm', name: "Clearing the farm", firstLine: "German riflemen hold a stone farm: the house, the barn and the walled yard between them." },
  { id: 'hedgerow-ambush', name: "Hedgerow ambush", firstLine: "A US patrol walks down a sunken lane between two tall hedgerows, in column, to reach the crossing at the far end." },
  { id: 'rescue-under-fire', name: "Rescue under fire", firstLine: "Three wounded men of a patrol that was shot up last night lie in a shell crater in the middle of the field, with a medic who crawled out to them." },
] as const;

export type ShippedTableId = (typeof SHIPPED_TABLES)[number]['id'];

export function isShippedTableId(id: string): id is ShippedTableId {
  return SHIPPED_TABLES.some((t) => t.id === id);
}
