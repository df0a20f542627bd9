main corpus.liveness.busywaitnoone.Main.main

proc corpus.liveness.busywaitnoone.Main.lambda$main$0 {
  s0: read corpus.liveness.busywaitnoone.Main.work // at corpus.liveness.busywaitnoone.Main.lambda$main$0(Main.java:21)
  s2: write corpus.liveness.busywaitnoone.Main.work // at corpus.liveness.busywaitnoone.Main.lambda$main$0(Main.java:21)
}

proc corpus.liveness.busywaitnoone.Main.main {
  s5: fork corpus.liveness.busywaitnoone.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.liveness.busywaitnoone.Main.main(Main.java:22)
  s6: read corpus.liveness.busywaitnoone.Main.ready // at corpus.liveness.busywaitnoone.Main.main(Main.java:23)
  s7: jump s6 exit                       // at corpus.liveness.busywaitnoone.Main.main(Main.java:23)
}
