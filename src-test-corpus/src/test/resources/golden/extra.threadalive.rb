main corpus.extra.threadalive.Main.main

proc corpus.extra.threadalive.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.threadalive.Main.lambda$main$0(Main.java:16)
}

proc corpus.extra.threadalive.Main.main {
  s6: acquire java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:17)
  s7: fork thread:java.lang.Thread@Main.java:16 java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:18)
  s8: release java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:19)
  s15: acquire java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:20)
  s16: wait java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:21)
  s17: release java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:22)
}

proc thread-body:thread:java.lang.Thread@Main.java:16 {
  c0: call corpus.extra.threadalive.Main.lambda$main$0 // at corpus.extra.threadalive.Main.main(Main.java:16)
}

proc thread:java.lang.Thread@Main.java:16 {
  run: call thread-body:thread:java.lang.Thread@Main.java:16 else end // at corpus.extra.threadalive.Main.main(Main.java:16)
  end: acquire java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:16)
  wake: notifyAll java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:16)
  free: release java.lang.Thread@Main.java:16 // at corpus.extra.threadalive.Main.main(Main.java:16)
}
