// tryLock backs off: t1 holds B and only tries A, main nests A then B. No deadlock; with
// "acquire A" instead of the trylock it deadlocks.
//   ./petrify check examples/rb/trylock.rb --property deadlock
main main

proc main {
  l0: fork careful t1
  l1: acquire A
  l2: acquire B
  l3: release B
  l4: release A
  l5: join t1
}

proc careful {
  c0: acquire B
  c1: trylock A else c3
  c2: release A
  c3: release B
}
