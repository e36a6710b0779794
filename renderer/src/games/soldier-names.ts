/**
 * A campaign GI's name as a narrow squad panel shows it: rank and surname ("Pvt. Kowalski"), an
 * attached soldier as "Attached 2". The full name stays in the log and the tooltip.
 */
export function shortName(full: string): string {
  const attached = /^Attached soldier (\d+)$/.exec(full);
  if (attached) return `Attached ${attached[1]}`;
  const m = /^(Pvt\.|PFC|Cpl\.|Sgt\.|S\/Sgt\.|Lt\.) (.+)$/.exec(full);
  if (!m) return full;
  const words = m[2]!.trim().split(/\s+/);
  return `${m[1]} ${words[words.length - 1]}`;
}
