main corpus.liveness.busywaitnoone.Main.main
var corpus.liveness.busywaitnoone.Main.ready { false true } = false

proc corpus.liveness.busywaitnoone.Main.lambda$main$0 {
  s0: read corpus.liveness.busywaitnoone.Main.work // at corpus.liveness.busywaitnoone.Main.lambda$main$0(Main.java:22)
  s2: write corpus.liveness.busywaitnoone.Main.work // at corpus.liveness.busywaitnoone.Main.lambda$main$0(Main.java:22)
}

proc corpus.liveness.busywaitnoone.Main.main {
  s5: fork corpus.liveness.busywaitnoone.Main.lambda$main$0 java.lang.Thread@Main.java:22 // at corpus.liveness.busywaitnoone.Main.main(Main.java:23)
  s6: switch corpus.liveness.busywaitnoone.Main.ready false s6 true exit // at corpus.liveness.busywaitnoone.Main.main(Main.java:24)
}
