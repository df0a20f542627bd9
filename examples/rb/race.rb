// Two threads increment a shared counter; only one of them takes the lock: a data race
// (each thread's write against the other's read and write).
//   ./petrify check examples/rb/race.rb --property races
main main

proc main {
  m0: fork careful t1
  m1: fork careless t2
  m2: join t1
  m3: join t2
  m4: read count
}

proc careful {
  c0: acquire L
  c1: read count
  c2: write count
  c3: release L
}

proc careless {
  d0: read count
  d1: write count
}
