main corpus.liveness.busywaitflag.Main.main
var corpus.liveness.busywaitflag.Main.ready { false true } = false

proc corpus.liveness.busywaitflag.Main.lambda$main$0 {
  s0: assign corpus.liveness.busywaitflag.Main.ready true // at corpus.liveness.busywaitflag.Main.lambda$main$0(Main.java:19)
}

proc corpus.liveness.busywaitflag.Main.main {
  s5: fork corpus.liveness.busywaitflag.Main.lambda$main$0 java.lang.Thread@Main.java:19 // at corpus.liveness.busywaitflag.Main.main(Main.java:20)
  s6: switch corpus.liveness.busywaitflag.Main.ready false s6 true s10 // at corpus.liveness.busywaitflag.Main.main(Main.java:21)
  s10: join java.lang.Thread@Main.java:19 // at corpus.liveness.busywaitflag.Main.main(Main.java:24)
}
