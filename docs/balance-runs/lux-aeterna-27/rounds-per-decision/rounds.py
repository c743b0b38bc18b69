"""Rounds per strong decision under the CPU budget (instrumented)."""
import json, statistics, sys, time
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna import bots
from cardtable.games.lux_aeterna.state import LuxState

seen = set()
calls = [0]
orig = bots.rollout
def counting(world, seat, rng, depth):
    seen.add(rng.state)
    return orig(world, seat, rng, depth)
bots.rollout = counting
log = []
class Probe(bots.StrongBot):
    def choose(self, state, rng):
        seen.clear()
        t = time.process_time()
        act = super().choose(state, rng)
        spent = time.process_time() - t
        calls[0] = len(seen)
        if calls[0]:
            # top size unknown here: recompute from calls / rounds impossible; log calls and spent
            log.append((calls[0], spent, state.turn))
        return act
# record top size by patching sort? simpler: patch CANDIDATES list length via closure
decks = sys.argv[1:3]
games = int(sys.argv[3])
for g in range(games):
    rng = Rng(1000 + g)
    s = LuxState(["A", "B"], rng.randrange(2**31), {"decks": decks})
    b = [Probe(), Probe()]
    while s.to_act is not None:
        s.apply(b[s.to_act].choose(s, rng))
json.dump(log, open(f"/tmp/balance27/rounds-{decks[0]}-{decks[1]}.json", "w"))
c = [x[0] for x in log]
print(len(log), statistics.median(c), statistics.mean(c), statistics.quantiles(c, n=10))
