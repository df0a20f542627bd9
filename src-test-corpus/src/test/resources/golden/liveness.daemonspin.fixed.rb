main corpus.liveness.daemonspin.fixed.Main.main

proc corpus.liveness.daemonspin.fixed.Main.lambda$main$0 {
  s0: read corpus.liveness.daemonspin.fixed.Main.ticks // at corpus.liveness.daemonspin.fixed.Main.lambda$main$0(Main.java:23)
  s2: write corpus.liveness.daemonspin.fixed.Main.ticks // at corpus.liveness.daemonspin.fixed.Main.lambda$main$0(Main.java:23)
  s2_1: goto s0                          // at corpus.liveness.daemonspin.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.liveness.daemonspin.fixed.Main.main {
  s6: fork corpus.liveness.daemonspin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.liveness.daemonspin.fixed.Main.main(Main.java:28)
  s7: read java.lang.System.out          // at corpus.liveness.daemonspin.fixed.Main.main(Main.java:29)
}
