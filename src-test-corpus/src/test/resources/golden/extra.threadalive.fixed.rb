main corpus.extra.threadalive.fixed.Main.main
var java.lang.Thread@Main.java:16.alive { false true } = false

proc corpus.extra.threadalive.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.threadalive.fixed.Main.lambda$main$0(Main.java:16)
}

proc corpus.extra.threadalive.fixed.Main.main {
  s6: acquire java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:17)
  s7: assign java.lang.Thread@Main.java:16.alive true // at corpus.extra.threadalive.fixed.Main.main(Main.java:18)
  s7_1: fork thread:java.lang.Thread@Main.java:16 java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:18)
  s8: release java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:19)
  s15: acquire java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:20)
  s16: switch java.lang.Thread@Main.java:16.alive false s24 true s18 // at corpus.extra.threadalive.fixed.Main.main(Main.java:21)
  s18: wait java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:22)
  s18_1: goto s16                        // at corpus.extra.threadalive.fixed.Main.main(Main.java:22)
  s24: release java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:24)
}

proc thread-body:thread:java.lang.Thread@Main.java:16 {
  c0: call corpus.extra.threadalive.fixed.Main.lambda$main$0 // at corpus.extra.threadalive.fixed.Main.main(Main.java:16)
}

proc thread:java.lang.Thread@Main.java:16 {
  run: call thread-body:thread:java.lang.Thread@Main.java:16 else end // at corpus.extra.threadalive.fixed.Main.main(Main.java:16)
  end: acquire java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:16)
  dead: assign java.lang.Thread@Main.java:16.alive false // at corpus.extra.threadalive.fixed.Main.main(Main.java:16)
  wake: notifyAll java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:16)
  free: release java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.fixed.Main.main(Main.java:16)
}
