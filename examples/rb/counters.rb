// A producer puts three items into a one-slot buffer; the consumer takes only one and leaves,
// so the producer blocks on its third put and main waits for it forever: a deadlock.
main main
counter slots cap 1 init 0

proc consumer {
  c0: down slots 1
}

proc main {
  m0: fork producer p
  m1: fork consumer c
  m2: join p
  m3: join c
}

proc producer {
  p0: up slots 1
  p1: up slots 1
  p2: up slots 1
}
