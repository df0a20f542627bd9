main corpus.liveness.busywaitflag.Main.main

proc corpus.liveness.busywaitflag.Main.lambda$main$0 {
  s0: write corpus.liveness.busywaitflag.Main.ready // at corpus.liveness.busywaitflag.Main.lambda$main$0(Main.java:19)
}

proc corpus.liveness.busywaitflag.Main.main {
  s5: fork corpus.liveness.busywaitflag.Main.lambda$main$0 java.lang.Thread@Main.java:19 // at corpus.liveness.busywaitflag.Main.main(Main.java:20)
  s6: read corpus.liveness.busywaitflag.Main.ready // at corpus.liveness.busywaitflag.Main.main(Main.java:21)
  s7: jump s6 s10                        // at corpus.liveness.busywaitflag.Main.main(Main.java:21)
  s10: join java.lang.Thread@Main.java:19 // at corpus.liveness.busywaitflag.Main.main(Main.java:24)
}
