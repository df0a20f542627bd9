// A thread that spins on a flag nobody sets: it never terminates (a livelock of t1).
//   ./petrify check examples/rb/spin.rb --property termination
main main

proc main {
  l0: fork spin t1
  l1: join t1
}

proc spin {
  s0: read flag                         // at app.Spin.run(Spin.java:7)
  s1: jump s0 exit                      // at app.Spin.run(Spin.java:7)
}
