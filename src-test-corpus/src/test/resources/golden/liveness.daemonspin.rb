main corpus.liveness.daemonspin.Main.main

proc corpus.liveness.daemonspin.Main.lambda$main$0 {
  s0: read corpus.liveness.daemonspin.Main.ticks // at corpus.liveness.daemonspin.Main.lambda$main$0(Main.java:21)
  s2: write corpus.liveness.daemonspin.Main.ticks // at corpus.liveness.daemonspin.Main.lambda$main$0(Main.java:21)
  s2_1: goto s0                          // at corpus.liveness.daemonspin.Main.lambda$main$0(Main.java:21)
}

proc corpus.liveness.daemonspin.Main.main {
  s5: fork corpus.liveness.daemonspin.Main.lambda$main$0 java.lang.Thread@Main.java:19 // at corpus.liveness.daemonspin.Main.main(Main.java:25)
  s6: read java.lang.System.out          // at corpus.liveness.daemonspin.Main.main(Main.java:26)
}
