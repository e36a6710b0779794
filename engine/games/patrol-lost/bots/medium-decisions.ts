/**
 * The medium computer's decisions as recorded before the hard level got its work budget (the
 * playout-count search, unchanged since): its choices and reasons on positions of two easy-v-easy
 * games (seeds 3 and 11, every fifth action, the bot seeded with the action's index), and how a
 * whole medium-v-medium game from seed 21 went. bots.test.ts plays them again and expects the same.
 * Test data only.
 */
export const MEDIUM_DECISIONS: unknown[] = [
  {"seed": 3, "at": 0, "action": {"type": "orient", "rot": 1, "why": "Turned the tile so its path runs north-east into the unknown. Looked ahead through 12 sampled piles and dice: about 46% for the Bad Guys this way."}},
  {"seed": 3, "at": 5, "action": {"type": "move", "guy": 0, "dir": "NE", "why": "Able heads for the unexplored paths at the edge of the map. Looked ahead through 26 sampled piles and dice: about 85% for the Good Guys this way."}},
  {"seed": 3, "at": 10, "action": {"type": "move", "guy": 3, "dir": "N", "why": "Dog takes another way towards the unexplored paths at the edge of the map. Looked ahead through 12 sampled piles and dice: about 65% for the Good Guys this way."}},
  {"seed": 3, "at": 15, "action": {"type": "place", "q": 0, "r": -2, "why": "New Bad Guys come on closer to the Good Guys. Looked ahead through 24 sampled piles and dice: about 48% for the Bad Guys this way."}},
  {"seed": 3, "at": 20, "action": {"type": "move", "guy": 4, "dir": "SE", "why": "Easy takes another way towards the unexplored paths at the edge of the map. Looked ahead through 24 sampled piles and dice: about 60% for the Good Guys this way."}},
  {"seed": 3, "at": 25, "action": {"type": "move", "guy": 3, "dir": "NE", "why": "Dog heads for the unexplored paths at the edge of the map. Looked ahead through 23 sampled piles and dice: about 49% for the Good Guys this way."}},
  {"seed": 3, "at": 30, "action": {"type": "fight", "q": 1, "r": 2, "why": "Attacks with 3: 31% to kill a Good Guy, 49% to lose one. Looked ahead through 12 sampled piles and dice: about 54% for the Bad Guys this way."}},
  {"seed": 3, "at": 35, "action": {"type": "end-actions", "why": "The other Good Guys hold their ground. Looked ahead through 24 sampled piles and dice: about 68% for the Good Guys this way."}},
  {"seed": 3, "at": 40, "action": {"type": "place", "q": -1, "r": -2, "why": "New Bad Guys come on next to the Good Guys, ready to pounce. Looked ahead through 24 sampled piles and dice: about 57% for the Bad Guys this way."}},
  {"seed": 3, "at": 45, "action": {"type": "move", "guy": 4, "dir": "NW", "why": "Easy heads for the unexplored paths at the edge of the map. Looked ahead through 17 sampled piles and dice: about 63% for the Good Guys this way."}},
  {"seed": 3, "at": 50, "action": {"type": "place", "q": -1, "r": -3, "why": "New Bad Guys come on next to the Good Guys, ready to pounce. Looked ahead through 20 sampled piles and dice: about 44% for the Bad Guys this way."}},
  {"seed": 3, "at": 55, "action": {"type": "move", "guy": 4, "dir": "NW", "why": "Easy takes another way towards the unexplored paths at the edge of the map. Looked ahead through 19 sampled piles and dice: about 63% for the Good Guys this way."}},
  {"seed": 3, "at": 60, "action": {"type": "place", "q": -2, "r": -3, "why": "New Bad Guys come on next to the Good Guys, ready to pounce. Looked ahead through 24 sampled piles and dice: about 44% for the Bad Guys this way."}},
  {"seed": 3, "at": 65, "action": {"type": "place", "q": 1, "r": -1, "why": "New Bad Guys come on onto Easy's tile. Looked ahead through 24 sampled piles and dice: about 14% for the Bad Guys this way."}},
  {"seed": 3, "at": 70, "action": {"type": "fight", "q": -2, "r": -3, "why": "Attacks with 2: 14% to kill a Good Guy, 73% to lose one. Looked ahead through 12 sampled piles and dice: about 17% for the Bad Guys this way."}},
  {"seed": 3, "at": 75, "action": {"type": "advance", "q": 1, "r": -2, "dir": "SW", "count": 3, "why": "Moved 3 Bad Guys onto Easy's tile. Looked ahead through 24 sampled piles and dice: about 0% for the Bad Guys this way."}},
  {"seed": 11, "at": 0, "action": {"type": "orient", "rot": 3, "why": "Turned the tile so its path runs south-west into the unknown. Looked ahead through 12 sampled piles and dice: about 60% for the Bad Guys this way."}},
  {"seed": 11, "at": 5, "action": {"type": "move", "guy": 2, "dir": "NW", "why": "Charlie heads for the unexplored paths at the edge of the map. Looked ahead through 24 sampled piles and dice: about 43% for the Good Guys this way."}},
  {"seed": 11, "at": 10, "action": {"type": "place", "q": 1, "r": 1, "why": "New Bad Guys come on next to the Good Guys, ready to pounce. Looked ahead through 17 sampled piles and dice: about 65% for the Bad Guys this way."}},
  {"seed": 11, "at": 15, "action": {"type": "move", "guy": 0, "dir": "SE", "why": "Able heads for the unexplored paths at the edge of the map. Looked ahead through 24 sampled piles and dice: about 72% for the Good Guys this way."}},
  {"seed": 11, "at": 20, "action": {"type": "end-actions", "why": "The other Good Guys hold their ground. Looked ahead through 12 sampled piles and dice: about 62% for the Good Guys this way."}},
  {"seed": 11, "at": 25, "action": {"type": "end-attacks", "why": "Holds back from the fights left. Looked ahead through 12 sampled piles and dice: about 44% for the Bad Guys this way."}},
  {"seed": 11, "at": 30, "action": {"type": "move", "guy": 4, "dir": "S", "why": "Easy heads for the unexplored paths at the edge of the map. Looked ahead through 23 sampled piles and dice: about 22% for the Good Guys this way."}},
  {"seed": 11, "at": 35, "action": {"type": "move", "guy": 4, "dir": "S", "why": "Easy heads for the unexplored paths at the edge of the map. Looked ahead through 17 sampled piles and dice: about 19% for the Good Guys this way."}},
  {"seed": 11, "at": 40, "action": {"type": "move", "guy": 1, "dir": "SE", "why": "Baker heads for the unexplored paths at the edge of the map. Looked ahead through 24 sampled piles and dice: about 11% for the Good Guys this way."}},
  {"seed": 11, "at": 45, "action": {"type": "add", "q": -2, "r": 3, "why": "Reinforcements onto Charlie and Easy's tile. Looked ahead through 24 sampled piles and dice: about 90% for the Bad Guys this way."}},
  {"seed": 11, "at": 50, "action": {"type": "end-actions", "why": "The other Good Guys hold their ground. Looked ahead through 24 sampled piles and dice: about 22% for the Good Guys this way."}},
  {"seed": 11, "at": 55, "action": {"type": "add", "q": -2, "r": 1, "why": "Reinforcements onto Easy's tile. Looked ahead through 26 sampled piles and dice: about 91% for the Bad Guys this way."}},
  {"seed": 11, "at": 60, "action": {"type": "advance", "q": -1, "r": 0, "dir": "SE", "count": 2, "why": "Moved 2 Bad Guys onto Baker, Charlie and Dog's tile. Looked ahead through 26 sampled piles and dice: about 99% for the Bad Guys this way."}},
  {"seed": 11, "at": 65, "action": {"type": "end-actions", "why": "The other Good Guys hold their ground. Looked ahead through 17 sampled piles and dice: about 1% for the Good Guys this way."}},
  {"seed": 11, "at": 70, "action": {"type": "lose", "guy": 2, "why": "Gives up Charlie. Looked ahead through 12 sampled piles and dice: about 1% for the Good Guys this way."}},
  {"seed": 11, "at": 75, "action": {"type": "place", "q": 1, "r": 2, "why": "New Bad Guys come on next to the Good Guys, ready to pounce. Looked ahead through 24 sampled piles and dice: about 100% for the Bad Guys this way."}},
  {"seed": 11, "at": 80, "action": {"type": "advance", "q": 0, "r": 1, "dir": "SE", "count": 5, "why": "Moved 5 Bad Guys onto Dog's tile. Looked ahead through 24 sampled piles and dice: about 100% for the Bad Guys this way."}},
  {"game": 21, "steps": 122, "winner": 1, "turn": 14},
];
